/** The caption above the signing pages' headings: the progress step they belong to. */
export const SIGNING_CAPTION = 'Sign Documents';
