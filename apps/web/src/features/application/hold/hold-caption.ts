/** The caption above the hold screens' headings. */
export const HOLD_CAPTION = 'Your application';
