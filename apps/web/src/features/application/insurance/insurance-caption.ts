/** The caption above every insurance page's heading. */
export const INSURANCE_CAPTION = 'Insurance';
