/** The loans on the home are checked just before signing: the progress step they belong to. */
export const MERCHANT_CAPTION = 'Sign Documents';
