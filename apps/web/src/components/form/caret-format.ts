/** Reformatting a value as it is typed, keeping the caret after the same meaningful character. */
export interface CaretValue {
  value: string;
  caret: number;
}

/**
 * Formats `raw` and finds where the caret belongs: after as many significant characters
 * (digits, say) as preceded it in what was typed, so inserted separators never push it around.
 */
export function reformatWithCaret(
  raw: string,
  caret: number,
  format: (raw: string) => string,
  isSignificant: (character: string) => boolean,
): CaretValue {
  const value = format(raw);
  const significantBefore = [...raw.slice(0, caret)].filter(isSignificant).length;
  if (significantBefore === 0) {
    const first = [...value].findIndex(isSignificant);
    return { value, caret: first === -1 ? value.length : first };
  }
  let seen = 0;
  for (let index = 0; index < value.length; index += 1) {
    if (isSignificant(value.charAt(index))) seen += 1;
    if (seen === significantBefore) return { value, caret: index + 1 };
  }
  return { value, caret: value.length };
}

/**
 * Where Backspace should start from: before the separators just left of the caret, so that it
 * deletes a digit rather than a comma the formatter would put straight back.
 */
export function caretBeforeSeparators(
  value: string,
  caret: number,
  isSignificant: (character: string) => boolean,
): number {
  let position = caret;
  while (position > 0 && !isSignificant(value.charAt(position - 1))) position -= 1;
  return position === 0 ? caret : position;
}
