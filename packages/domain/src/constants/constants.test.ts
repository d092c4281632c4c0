import { describe, expect, it } from 'vitest';
import * as constants from '.';
import {
  BORROWER_APPLICATION_SPEC,
  CHAT_SUPPORT_SPEC,
  specMatch,
  specQuantity,
  specSection,
} from '../testing/spec-text';

const APPLICATION = BORROWER_APPLICATION_SPEC;
const APPLICATION_LIMITS = specSection(APPLICATION, '## 9.');
const CHAT_LIMITS = specSection(CHAT_SUPPORT_SPEC, '## 9.');

/**
 * Every business constant beside the words of the spec that give its value: the value is read
 * from the spec (a number in the unit the code keeps, see specQuantity), never copied here.
 */
describe.each([
  ['LOAN_AMOUNT_MIN', APPLICATION_LIMITS, /Loan amounts (\$[\d,]+) to/],
  ['LOAN_AMOUNT_MAX', APPLICATION_LIMITS, /Loan amounts \$[\d,]+ to (\$[\d,]+)/],
  ['APR_MIN_PERCENT', APPLICATION_LIMITS, /APR ([\d.]+%) to/],
  ['APR_MAX_PERCENT', APPLICATION_LIMITS, /APR [\d.]+% to ([\d.]+%)/],
  ['ORIGINATION_FEE_MAX_PERCENT', APPLICATION_LIMITS, /origination fee up to ([\d.]+%)/],
  ['VALUATION_COST', APPLICATION_LIMITS, /valuation cost (\$[\d,]+)/],
  ['MANUAL_NOTARIZATION_COST', APPLICATION_LIMITS, /manual notarization (\$[\d,]+)/],
  ['RECORDING_FEES_MIN', APPLICATION_LIMITS, /recording fees (\$[\d,]+) to/],
  ['RECORDING_FEES_MAX', APPLICATION_LIMITS, /recording fees \$[\d,]+ to (\$[\d,]+)/],
  ['RECORDING_TAXES_MIN', APPLICATION_LIMITS, /recording taxes (\$[\d,]+) to/],
  ['RECORDING_TAXES_MAX', APPLICATION_LIMITS, /recording taxes \$[\d,]+ to (\$[\d,]+)/],
  ['RECORDING_TAXES_PER_AMOUNT', APPLICATION_LIMITS, /recording taxes .* per (\$[\d,]+)/],
  ['RECENT_TRANSFER_INELIGIBILITY_DAYS', APPLICATION_LIMITS, /within (\d+) days are ineligible/],
  ['ENCRYPTION_BITS', APPLICATION, /(\d+)-bit encryption/],
  ['APPROVAL_MINUTES', APPLICATION_LIMITS, /Approval possible in (\w+) minutes/],
  ['FUNDING_BUSINESS_DAYS', APPLICATION_LIMITS, /funding in (\w+) business days/],
  ['MIN_BORROWER_AGE', APPLICATION_LIMITS, /Minimum age (\d+)/],
  ['MIN_BORROWER_AGE_ALABAMA', APPLICATION_LIMITS, /\((\d+) in Alabama\)/],
  ['EARLIEST_YEAR', APPLICATION_LIMITS, /earliest year (\d+)/],
  ['PASSWORD_MIN_LENGTH', APPLICATION_LIMITS, /password at least (\d+) characters/],
  ['PHONE_FORMATTED_LENGTH', APPLICATION_LIMITS, /phone (\d+) characters/],
  ['ZIP_LENGTH', APPLICATION_LIMITS, /zip (\d+) digits/],
  ['ANNUAL_INCOME_MIN', APPLICATION_LIMITS, /annual income ([\d,]+) to/],
  ['ANNUAL_INCOME_MAX', APPLICATION_LIMITS, /annual income [\d,]+ to ([\d,]+)/],
  ['TEXT_FIELD_MAX_LENGTH', CHAT_LIMITS, /Name and email maximum (\d+) characters/],
  ['CEO_FEEDBACK_MIN_LENGTH', CHAT_LIMITS, /CEO feedback message (\d+) to/],
  ['CEO_FEEDBACK_MAX_LENGTH', CHAT_LIMITS, /CEO feedback message \d+ to (\d+) characters/],
  ['CHATBOT_FEEDBACK_MAX_LENGTH', CHAT_LIMITS, /chatbot extra feedback at most (\d+)/],
  ['DISPLAY_DATE_FORMAT', APPLICATION_LIMITS, /Date display ([\w/]+);/],
  ['API_DATE_FORMAT', APPLICATION_LIMITS, /API date ([\w-]+)\./],
  ['CURRENCY', APPLICATION_LIMITS, /Currency (\w+),/],
  ['LOCALE', APPLICATION_LIMITS, /Currency \w+, ([\w-]+) locale/],
  ['RETRY_MAX_ATTEMPTS', APPLICATION_LIMITS, /Retry wrapper: up to (\d+) attempts/],
  ['RETRY_BASE_DELAY_MS', APPLICATION_LIMITS, /Retry wrapper: .*?(\d+ ms) base delay/],
  ['SESSION_CREATION_RETRIES', APPLICATION_LIMITS, /Session creation retries (\d+) times/],
  ['SCREEN_LOAD_RELOAD_LIMIT', APPLICATION_LIMITS, /Screen-load reload limit (\d+)/],
  ['STATUS_POLL_BASE_DELAY_MS', APPLICATION_LIMITS, /Status polling: base delay (\d+ ms)/],
  ['STATUS_POLL_MAX_DELAY_MS', APPLICATION_LIMITS, /Status polling: .*?capped at (\d+ ms)/],
  ['STATUS_POLL_MAX_RETRIES', APPLICATION_LIMITS, /Status polling: .*?up to (\d+) retries/],
  ['STATUS_POLL_WAITING_MAX_RETRIES', APPLICATION_LIMITS, /or (\d+) for waiting states/],
  ['CONDITIONS_REFETCH_INTERVAL_MS', APPLICATION_LIMITS, /Conditions refetch every (\d+ s)/],
  ['REQUEST_TIMEOUT_MS', APPLICATION_LIMITS, /Request timeout (\d+ s)/],
  ['NOTIFICATIONS_PREVIEW_COUNT', APPLICATION_LIMITS, /list shows (\d+) items until View All/],
  ['NOTIFICATIONS_MAX_UNREAD', APPLICATION_LIMITS, /at most (\d+) unread/],
  ['NOTIFICATION_RELATIVE_TIME_MAX_WEEKS', APPLICATION_LIMITS, /month-day after (\d+) weeks/],
  ['ADDRESS_SHORTEN_THRESHOLD', APPLICATION_LIMITS, /if longer than (\d+) characters/],
  ['ADDRESS_SHORTEN_HEAD', APPLICATION_LIMITS, /first (\d+) plus last/],
  ['ADDRESS_SHORTEN_TAIL', APPLICATION_LIMITS, /plus last (\d+)\./],
  ['COPY_CONFIRMATION_MS', APPLICATION_LIMITS, /Copy confirmation (\d+ second)/],
  ['SURVEY_CLOSE_DELAY_MS', APPLICATION_LIMITS, /Survey close delay (\d+ ms)/],
  ['MAX_TOASTS', APPLICATION_LIMITS, /Toasts at most (\d+)/],
  ['PDF_DEFAULT_MAX_WIDTH', APPLICATION_LIMITS, /PDF default maximum width (\d+)/],
  ['LOADER_HIDE_DELAY_MS', APPLICATION, /Loader hides (\d+ ms) after completion/],
  [
    'PROCESSING_MODAL_TIMEOUT_MS',
    APPLICATION,
    /processing modal times out by default after (\d+ s)/,
  ],
  ['LIVE_MESSAGE_CLEAR_DELAY_MS', CHAT_LIMITS, /live-message clear delay (\d+ ms)/],
  ['ACCOUNT_MASK_VISIBLE_CHARS', CHAT_LIMITS, /Account mask shows the last (\d+) characters/],
  ['DEFAULT_NUM_DOCS_REQUIRED', CHAT_LIMITS, /numDocsRequired \(default (\d+)\)/],
  ['LIVE_AGENT_SESSION_EXPIRY_MS', CHAT_LIMITS, /Session expiry: (\d+ hours) for live agents/],
  ['CHATBOT_SESSION_EXPIRY_MS', CHAT_LIMITS, /(\d+ minutes) for the chatbot/],
  ['OPERATING_STATUS_POLL_MS', CHAT_LIMITS, /Operating-status poll (\d+ s)/],
  ['CHAT_NONCE_REFRESH_MS', CHAT_LIMITS, /nonce refresh (\d+ s)/],
  ['CHAT_SOCKET_PING_INTERVAL_MS', CHAT_LIMITS, /ping every (\d+ s)/],
  ['CHAT_SOCKET_LIFETIME_MS', CHAT_LIMITS, /socket keep-alive and lifetime (\d+ h)/],
  ['CHAT_HISTORY_INITIAL_COUNT', CHAT_LIMITS, /Initial chat history (\d+) messages/],
  ['CHAT_TYPING_PREVIEW_INTERVAL_MS', CHAT_LIMITS, /typing preview sent every (\d+ s)/],
  ['CHAT_WAITING_DOTS_INTERVAL_MS', CHAT_LIMITS, /waiting-dots animation every (\d+ ms)/],
  ['CHAT_WAITING_DOTS_STEPS', CHAT_LIMITS, /waiting-dots animation every \d+ ms \((\d+) steps\)/],
  ['SUBMIT_BUTTON_LABEL', APPLICATION, /default to '([^']+)'/],
  ['SUBMITTING_BUTTON_LABEL', APPLICATION, /loading state with the text '([^']+)'/],
  ['SOMETHING_UNEXPECTED_MESSAGE', APPLICATION, /fallback '([^']+)'/],
  ['PROFILE_FETCH_FAILED_MESSAGE', APPLICATION, /\| Profile fetch non-ok \| '([^']+)'/],
  ['REQUEST_FAILED_MESSAGE', APPLICATION, /\| Default request failure \| '([^']+)'/],
  ['FETCH_ERROR_DEFAULT_MESSAGE', APPLICATION, /fetch error default '([^']+)'/],
  ['DEV_LOGIN_FAILED_MESSAGE', APPLICATION, /\| Dev login failure \| '([^']+)'/],
  ['ERROR_PAGE_TITLE', APPLICATION, /\| Error page \| '([^']+)'/],
  ['NO_NOTIFICATIONS_MESSAGE', APPLICATION, /\| Empty notifications \| '([^']+)'/],
  ['BEARER_PREFIX', APPLICATION, /with prefix '([^']+)'/],
  ['USER_NOT_FOUND_MESSAGE', APPLICATION, /If both user fetches fail: '([^']+)'/],
  ['APP_ID_REQUIRED_MESSAGE', APPLICATION, /missing application id gives '([^']+)'/],
  ['NO_PROFILE_UUID_MESSAGE', APPLICATION, /missing profile uuid gives '([^']+)'/],
  ['LOAN_ORIGINATOR_CACHE_MS', APPLICATION, /public originator info, cached (\w+ minutes)/],
  ['PHONE_INPUT_DEFAULT_MAX_LENGTH', APPLICATION, /national formatted length .*?\(default (\d+)\)/],
] as const)('%s', (name, text, pattern) => {
  const words = specMatch(text, pattern);
  const value = constants[name];
  it(`is what the spec says: ${words}`, () => {
    expect(value).toBe(typeof value === 'number' ? specQuantity(words) : words);
  });
});

/** What the spec says in words rather than figures, with the figure the code keeps. */
describe.each([
  ['RETRY_BACKOFF_FACTOR', APPLICATION_LIMITS, /Retry wrapper: .* base delay, (doubling)/, 2],
  [
    'PDF_BOTTOM_VISIBILITY_THRESHOLD',
    CHAT_LIMITS,
    /bottom-of-page detection at (25%) visible/,
    0.25,
  ],
  ['PASSWORD_SPECIAL_CHARACTERS', APPLICATION, /special character from (a set of 8)/, '!@#$%^&*'],
] as const)('%s', (name, text, pattern, value) => {
  it(`is ${value}, as '${specMatch(text, pattern)}' says`, () => {
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
