/** The feedback button's and dialog's title: the prompt shows it before the dialog is loaded. */
export const CEO_FEEDBACK_TITLE = 'Share your thoughts with our CEO';
