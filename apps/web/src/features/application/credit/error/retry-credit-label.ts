/** The retry's words, on the freeze page and where a lift was refused. */
export const RETRY_CREDIT_LABEL = 'I have lifted my freeze — try again';
