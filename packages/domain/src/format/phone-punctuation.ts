/**
 * Strips the display punctuation: spaces, parentheses and hyphens. Kept apart from the phone
 * formatter so that a page showing a phone number does not load the formatter's metadata.
 */
export function normalizePhone(value: string): string {
  return value.replace(/[\s()-]/g, '');
}
