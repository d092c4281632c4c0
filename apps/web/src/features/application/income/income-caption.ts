/** The caption above every income page's heading: the progress step it belongs to. */
export const INCOME_CAPTION = 'Link Income Sources';
