/** Limits of the form fields and the rules that validate them. */
export const MIN_BORROWER_AGE = 18;
/** Alabama's age of majority. */
export const MIN_BORROWER_AGE_ALABAMA = 19;
export const EARLIEST_YEAR = 1900;
export const PASSWORD_MIN_LENGTH = 12;
/** The set of 8 special characters a password may draw its special character from. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';
/** A formatted US phone number: (###) ###-####. */
export const PHONE_FORMATTED_LENGTH = 14;
/** Input limit when the country's national format is unknown. */
export const PHONE_INPUT_DEFAULT_MAX_LENGTH = 19;
export const ZIP_LENGTH = 5;
export const STATE_CODE_LENGTH = 2;
export const STREET1_MIN_LENGTH = 3;
export const STREET1_MIN_WORDS = 2;
export const PERSON_NAME_MIN_LENGTH = 2;
export const ANNUAL_INCOME_MIN = 0;
export const ANNUAL_INCOME_MAX = 9_999_999;
/**
 * Below this a stated yearly income is a slip (thousands, or a month's pay): the spec allows $0,
 * which stays allowed, but $12 would only be declined after a credit pull.
 */
export const ANNUAL_INCOME_PLAUSIBLE_MIN = 1_000;
/** Applies to chat names and e-mails, and bounds every other free-text field the same way. */
export const TEXT_FIELD_MAX_LENGTH = 128;
/** RFC 5321 limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254;
export const CEO_FEEDBACK_MIN_LENGTH = 10;
export const CEO_FEEDBACK_MAX_LENGTH = 1_000;
export const CHATBOT_FEEDBACK_MAX_LENGTH = 140;
