/** A radio or checkbox row: at least 44 px tall, the whole row clickable through its label. */
export const choiceRowClasses = 'flex min-h-11 items-start gap-3 py-1.5';

/** 24 px controls in the brand colour, with the global focus ring. */
export const choiceInputClasses =
  'mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-600 scroll-mb-28 sm:scroll-mb-4';

export const choiceLabelClasses = 'cursor-pointer pt-0.5';
