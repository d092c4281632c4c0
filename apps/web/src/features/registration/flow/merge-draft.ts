const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((part) => typeof part === 'string');

/**
 * A stored draft laid over a step's blank form, keeping only values of the blank's shape, so
 * that whatever is in session storage (an older version, a hand edit) can never break a form.
 * A blank left undefined (an address, an unanswered radio) takes text or a record of texts.
 */
export function mergeDraft<T>(blank: T, stored: unknown): T {
  if (!isRecord(blank) || !isRecord(stored)) return blank;
  const merged: Record<string, unknown> = { ...blank };
  for (const [key, blankValue] of Object.entries(blank)) {
    const value = stored[key];
    if (value === undefined || value === null) continue;
    if (blankValue === undefined) {
      if (typeof value === 'string' || isStringRecord(value)) merged[key] = value;
    } else if (isRecord(blankValue)) {
      merged[key] = mergeDraft(blankValue, value);
    } else if (typeof value === typeof blankValue) {
      merged[key] = value;
    }
  }
  return merged as T;
}
