const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** Retry wrapper for failing calls. */
export const RETRY_MAX_ATTEMPTS = 5;
export const RETRY_BASE_DELAY_MS = SECOND_MS;
export const RETRY_BACKOFF_FACTOR = 2;
export const SESSION_CREATION_RETRIES = 3;
/** Lazily loaded screens reload themselves at most this often per browser session. */
export const SCREEN_LOAD_RELOAD_LIMIT = 5;

/** Polling of the server's application state. */
export const STATUS_POLL_BASE_DELAY_MS = SECOND_MS;
export const STATUS_POLL_MAX_DELAY_MS = 5 * SECOND_MS;
export const STATUS_POLL_MAX_RETRIES = 7;
/** Waiting states settle slowly, so they are polled twice as long. */
export const STATUS_POLL_WAITING_MAX_RETRIES = 14;
export const CONDITIONS_REFETCH_INTERVAL_MS = MINUTE_MS;
export const REQUEST_TIMEOUT_MS = 30 * SECOND_MS;
export const LOAN_ORIGINATOR_CACHE_MS = 10 * MINUTE_MS;

/** Interface timings. */
export const COPY_CONFIRMATION_MS = SECOND_MS;
export const SURVEY_CLOSE_DELAY_MS = 750;
export const LOADER_HIDE_DELAY_MS = 300;
export const PROCESSING_MODAL_TIMEOUT_MS = 30 * SECOND_MS;
/** Screen-reader live messages are cleared so a repeat is announced again. */
export const LIVE_MESSAGE_CLEAR_DELAY_MS = 300;

/** Chat. */
export const LIVE_AGENT_SESSION_EXPIRY_MS = 6 * HOUR_MS;
/** Counted from the last activity. */
export const CHATBOT_SESSION_EXPIRY_MS = 10 * MINUTE_MS;
export const OPERATING_STATUS_POLL_MS = MINUTE_MS;
export const CHAT_NONCE_REFRESH_MS = MINUTE_MS;
export const CHAT_SOCKET_PING_INTERVAL_MS = 10 * SECOND_MS;
export const CHAT_SOCKET_LIFETIME_MS = 12 * HOUR_MS;
export const CHAT_TYPING_PREVIEW_INTERVAL_MS = SECOND_MS;
export const CHAT_WAITING_DOTS_INTERVAL_MS = 400;
export const CHAT_WAITING_DOTS_STEPS = 4;
