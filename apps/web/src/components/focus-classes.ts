/**
 * For an element only focused from code (a page heading after a navigation, tabIndex -1): it
 * is not a control, so the heavy focus ring would only look like a stray box. Controls keep the
 * ring from :focus-visible in styles.css.
 */
export const PROGRAMMATIC_FOCUS_CLASSES = 'focus:outline-none';
