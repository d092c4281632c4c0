/** Texts of the spec's error catalogues and shared interface words (validation messages live in validation/). */
export const SOMETHING_UNEXPECTED_MESSAGE = 'Something unexpected happened';
export const PROFILE_FETCH_FAILED_MESSAGE = 'Failed to fetch profile details.';
export const REQUEST_FAILED_MESSAGE = 'Request failed.';
export const FETCH_ERROR_DEFAULT_MESSAGE = 'Error fetching';
export const DEV_LOGIN_FAILED_MESSAGE = 'Something unexpected happened logging you in';
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const APP_ID_REQUIRED_MESSAGE = 'App ID is required to save experiment';
export const NO_PROFILE_UUID_MESSAGE = 'No profile uuid';
export const NO_NOTIFICATIONS_MESSAGE = 'No Notifications';
export const ERROR_PAGE_TITLE = 'Sorry, looks like we have hit a snag!';
export const UNSUPPORTED_CALENDAR_MESSAGE = 'Unsupported calendar';

export function responseNotJsonMessage(url: string): string {
  return `Response was not convertible to json for ${url}`;
}

export function responseNotDefinedMessage(url: string): string {
  return `Response was not defined for ${url}`;
}

export const SUBMIT_BUTTON_LABEL = 'Continue';
export const SUBMITTING_BUTTON_LABEL = 'Submitting';

/** Inline alert texts of the chat widget. */
export const CHAT_ALERT_MESSAGES = {
  connectionLost: 'Connection lost. Attempting to reconnect.',
  generic: 'Something went wrong. Please try again later.',
  invalidToken: 'Token state is invalid.',
  resend: 'Something went wrong. Please try resending the message.',
  /** The chat budgets (decision 0037), as the server words them. */
  tooManyChats: 'Too many chats have been started from your network. Please try again later.',
  tooManyMessages: 'You are sending messages too quickly. Please wait a minute and try again.',
} as const;
