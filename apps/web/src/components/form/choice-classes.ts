/**
 * A radio or checkbox row: at least 44 px tall. The label's overlay (below) stretches over the
 * whole row, so a tap anywhere on it, hint included, selects the option; links in the row stay
 * above the overlay and keep working.
 */
export const choiceRowClasses =
  'relative flex min-h-11 items-start gap-3 py-1.5 [&_a]:relative [&_a]:z-10';

/** 24 px controls in the brand colour, with the global focus ring, above the row's overlay. */
export const choiceInputClasses =
  'relative z-10 mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-600 scroll-mb-4';

/**
 * The option's name. Its ::after covers the row, making the whole row the click target while the
 * accessible name stays the label alone (the hint is its description).
 */
export const choiceLabelClasses =
  "cursor-pointer pt-0.5 after:absolute after:inset-0 after:content-['']";
