import { describe, expect, it } from 'vitest';
import * as constants from '.';

/** Every business constant of both documents' section 9, with the spec's value. */
describe.each([
  ['LOAN_AMOUNT_MIN', 15_000],
  ['LOAN_AMOUNT_MAX', 400_000],
  ['APR_MIN_PERCENT', 7.6],
  ['APR_MAX_PERCENT', 17.2],
  ['ORIGINATION_FEE_MAX_PERCENT', 4.99],
  ['VALUATION_COST', 180],
  ['MANUAL_NOTARIZATION_COST', 300],
  ['RECORDING_FEES_MIN', 0],
  ['RECORDING_FEES_MAX', 315],
  ['RECORDING_TAXES_MIN', 0],
  ['RECORDING_TAXES_MAX', 1_400],
  ['RECORDING_TAXES_PER_AMOUNT', 100_000],
  ['RECENT_TRANSFER_INELIGIBILITY_DAYS', 90],
  ['ENCRYPTION_BITS', 256],
  ['APPROVAL_MINUTES', 5],
  ['FUNDING_BUSINESS_DAYS', 5],
  ['MIN_BORROWER_AGE', 18],
  ['MIN_BORROWER_AGE_ALABAMA', 19],
  ['EARLIEST_YEAR', 1900],
  ['PASSWORD_MIN_LENGTH', 12],
  ['PASSWORD_SPECIAL_CHARACTERS', '!@#$%^&*'],
  ['PHONE_FORMATTED_LENGTH', 14],
  ['PHONE_INPUT_DEFAULT_MAX_LENGTH', 19],
  ['ZIP_LENGTH', 5],
  ['ANNUAL_INCOME_MIN', 0],
  ['ANNUAL_INCOME_MAX', 9_999_999],
  ['TEXT_FIELD_MAX_LENGTH', 128],
  ['CEO_FEEDBACK_MIN_LENGTH', 10],
  ['CEO_FEEDBACK_MAX_LENGTH', 1_000],
  ['CHATBOT_FEEDBACK_MAX_LENGTH', 140],
  ['DISPLAY_DATE_FORMAT', 'MM/dd/yyyy'],
  ['API_DATE_FORMAT', 'yyyy-MM-dd'],
  ['CURRENCY', 'USD'],
  ['LOCALE', 'en-US'],
  ['RETRY_MAX_ATTEMPTS', 5],
  ['RETRY_BASE_DELAY_MS', 1_000],
  ['RETRY_BACKOFF_FACTOR', 2],
  ['SESSION_CREATION_RETRIES', 3],
  ['SCREEN_LOAD_RELOAD_LIMIT', 5],
  ['STATUS_POLL_BASE_DELAY_MS', 1_000],
  ['STATUS_POLL_MAX_DELAY_MS', 5_000],
  ['STATUS_POLL_MAX_RETRIES', 7],
  ['STATUS_POLL_WAITING_MAX_RETRIES', 14],
  ['CONDITIONS_REFETCH_INTERVAL_MS', 60_000],
  ['REQUEST_TIMEOUT_MS', 30_000],
  ['LOAN_ORIGINATOR_CACHE_MS', 600_000],
  ['NOTIFICATIONS_PREVIEW_COUNT', 3],
  ['NOTIFICATIONS_MAX_UNREAD', 8],
  ['NOTIFICATION_RELATIVE_TIME_MAX_WEEKS', 4],
  ['ADDRESS_SHORTEN_THRESHOLD', 11],
  ['ADDRESS_SHORTEN_HEAD', 6],
  ['ADDRESS_SHORTEN_TAIL', 5],
  ['COPY_CONFIRMATION_MS', 1_000],
  ['SURVEY_CLOSE_DELAY_MS', 750],
  ['MAX_TOASTS', 5],
  ['PDF_DEFAULT_MAX_WIDTH', 700],
  ['PDF_BOTTOM_VISIBILITY_THRESHOLD', 0.25],
  ['LOADER_HIDE_DELAY_MS', 300],
  ['PROCESSING_MODAL_TIMEOUT_MS', 30_000],
  ['LIVE_MESSAGE_CLEAR_DELAY_MS', 300],
  ['ACCOUNT_MASK_VISIBLE_CHARS', 4],
  ['DEFAULT_NUM_DOCS_REQUIRED', 1],
  ['LIVE_AGENT_SESSION_EXPIRY_MS', 21_600_000],
  ['CHATBOT_SESSION_EXPIRY_MS', 600_000],
  ['OPERATING_STATUS_POLL_MS', 60_000],
  ['CHAT_NONCE_REFRESH_MS', 60_000],
  ['CHAT_SOCKET_PING_INTERVAL_MS', 10_000],
  ['CHAT_SOCKET_LIFETIME_MS', 43_200_000],
  ['CHAT_HISTORY_INITIAL_COUNT', 20],
  ['CHAT_TYPING_PREVIEW_INTERVAL_MS', 1_000],
  ['CHAT_WAITING_DOTS_INTERVAL_MS', 400],
  ['CHAT_WAITING_DOTS_STEPS', 4],
  ['SUBMIT_BUTTON_LABEL', 'Continue'],
  ['SUBMITTING_BUTTON_LABEL', 'Submitting'],
  ['SOMETHING_UNEXPECTED_MESSAGE', 'Something unexpected happened'],
  ['PROFILE_FETCH_FAILED_MESSAGE', 'Failed to fetch profile details.'],
  ['REQUEST_FAILED_MESSAGE', 'Request failed.'],
  ['FETCH_ERROR_DEFAULT_MESSAGE', 'Error fetching'],
  ['DEV_LOGIN_FAILED_MESSAGE', 'Something unexpected happened logging you in'],
  ['USER_NOT_FOUND_MESSAGE', 'User not found'],
  ['APP_ID_REQUIRED_MESSAGE', 'App ID is required to save experiment'],
  ['NO_PROFILE_UUID_MESSAGE', 'No profile uuid'],
  ['NO_NOTIFICATIONS_MESSAGE', 'No Notifications'],
  ['ERROR_PAGE_TITLE', 'Sorry, looks like we have hit a snag!'],
  ['BEARER_PREFIX', 'Bearer '],
] as const)('%s', (name, value) => {
  it(`is ${String(value)}`, () => {
    expect(constants[name]).toBe(value);
  });
});

describe('url messages', () => {
  it.each([
    [constants.responseNotJsonMessage, 'Response was not convertible to json for /api/x'],
    [constants.responseNotDefinedMessage, 'Response was not defined for /api/x'],
  ])('%o', (build, message) => {
    expect(build('/api/x')).toBe(message);
  });
});

describe('storage keys and chat lists', () => {
  it('names every stored key of the spec', () => {
    expect(Object.values(constants.STORAGE_KEYS)).toEqual([
      'jwt',
      'WEBCHAT',
      'WEBCHAT_NONCE',
      'WEBCHAT_TWILIO',
      'WEBCHAT_NICE',
      'WEBCHAT_TALK',
      'WEBCHAT_CHATBOT',
      'WEBCHAT_HOURS',
    ]);
  });

  it.each(['.jpg', '.png', '.amr', '.mp3', '.mp4', '.pdf', '.txt'])('accepts %s in chat', (ext) => {
    expect(constants.CHAT_ACCEPTED_FILE_EXTENSIONS).toContain(ext);
  });

  it.each([
    ['connectionLost', 'Connection lost. Attempting to reconnect.'],
    ['generic', 'Something went wrong. Please try again later.'],
    ['invalidToken', 'Token state is invalid.'],
    ['resend', 'Something went wrong. Please try resending the message.'],
  ] as const)('chat alert %s', (key, text) => {
    expect(constants.CHAT_ALERT_MESSAGES[key]).toBe(text);
  });
});
