/** The caption above every bank page's heading. */
export const BANK_CAPTION = 'Your bank account';
