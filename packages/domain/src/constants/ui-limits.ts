/** Notifications menu. */
export const NOTIFICATIONS_PREVIEW_COUNT = 3;
export const NOTIFICATIONS_MAX_UNREAD = 8;
/** Older notifications show a month and day instead of a relative time. */
export const NOTIFICATION_RELATIVE_TIME_MAX_WEEKS = 4;

/** Wallet and similar addresses longer than the threshold are shortened to head...tail. */
export const ADDRESS_SHORTEN_THRESHOLD = 11;
export const ADDRESS_SHORTEN_HEAD = 6;
export const ADDRESS_SHORTEN_TAIL = 5;

export const MAX_TOASTS = 5;
export const PDF_DEFAULT_MAX_WIDTH = 700;
/** A PDF page counts as reached when this fraction of it is visible. */
export const PDF_BOTTOM_VISIBILITY_THRESHOLD = 0.25;
export const ACCOUNT_MASK_VISIBLE_CHARS = 4;

export const CHAT_HISTORY_INITIAL_COUNT = 20;
/** weekdayValue of Saturday and Sunday in the operating-hours list. */
export const WEEKEND_WEEKDAY_VALUES = [6, 7] as const;
export const CHAT_ACCEPTED_FILE_EXTENSIONS = [
  '.jpg',
  '.png',
  '.amr',
  '.mp3',
  '.mp4',
  '.pdf',
  '.txt',
] as const;
