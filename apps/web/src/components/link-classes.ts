/** Links are always underlined: colour alone must not tell them apart from text. */
export const linkClasses =
  'font-medium text-brand-700 underline decoration-1 underline-offset-4 hover:text-brand-800 hover:decoration-2';
