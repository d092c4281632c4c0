export const LOCALE = 'en-US';
export const CURRENCY = 'USD';
/** date-fns patterns. */
export const DISPLAY_DATE_FORMAT = 'MM/dd/yyyy';
export const API_DATE_FORMAT = 'yyyy-MM-dd';
export const DEFAULT_PERCENT_DECIMALS = 3;
/** Operating hours are shown in Pacific Time. */
export const OPERATING_HOURS_TIME_ZONE = 'America/Los_Angeles';
export const PRODUCT_TYPE = 'HELOC';
