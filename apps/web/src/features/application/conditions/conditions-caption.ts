/** The caption above every document-request page's heading. */
export const CONDITIONS_CAPTION = 'Document requests';
