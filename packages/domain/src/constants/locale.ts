export const LOCALE = 'en-US';
export const CURRENCY = 'USD';
/** date-fns patterns. */
export const DISPLAY_DATE_FORMAT = 'MM/dd/yyyy';
export const API_DATE_FORMAT = 'yyyy-MM-dd';
export const DEFAULT_PERCENT_DECIMALS = 3;
/**
 * The product's one time zone, whatever the process's or the browser's: operating hours and notary
 * times are Pacific Time, and so is "today" for the age rule and for expiry dates.
 */
export const PACIFIC_TIME_ZONE = 'America/Los_Angeles';
export const PRODUCT_TYPE = 'HELOC';
