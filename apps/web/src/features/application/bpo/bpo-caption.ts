/** The caption above every value-estimate page's heading. */
export const BPO_CAPTION = 'Your home’s value';
