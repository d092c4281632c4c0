/**
 * Element ids derived from a form field's name ('name.firstName' gives 'name-firstName'), so
 * that the error summary can link to a field knowing only its name.
 */
export function fieldId(name: string): string {
  return name.replace(/\./g, '-');
}

export function hintId(name: string): string {
  return `${fieldId(name)}-hint`;
}

export function errorId(name: string): string {
  return `${fieldId(name)}-error`;
}

/** The value of aria-describedby: the hint and the error message that are actually shown. */
export function describedBy(
  name: string,
  { hint, error, extra }: { hint?: unknown; error?: unknown; extra?: readonly string[] },
): string | undefined {
  const ids = [hint ? hintId(name) : null, ...(extra ?? []), error ? errorId(name) : null].filter(
    (id): id is string => id !== null,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}
