/** The caption above the identity page's heading: the progress step it belongs to. */
export const IDENTITY_CAPTION = 'Verify Identity';
