/** Where a signer page may send the signer back to: only a path of the signer's own flow. */
export function signerReturnTo(value: string | null): string | null {
  if (value === null) return null;
  // One leading slash, no scheme, host, backslash, dot segment or encoded trickery.
  if (!/^\/heloc-signer\/[A-Za-z0-9\-/]*(\?[A-Za-z0-9=&\-_.%]*)?$/.test(value)) return null;
  if (value.includes('//') || /(^|\/)\.\.?(\/|$)/.test(value)) return null;
  return value;
}
