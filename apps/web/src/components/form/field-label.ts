/**
 * The words a field is asked with on the page, for the error summary: a radio is asked by its
 * group's legend, any other field by its label. Undefined before the field is on
 * the page (the summary only lists fields that were submitted, so they are).
 */
export function fieldLabelOnPage(elementId: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(elementId);
  if (!element) return undefined;
  const legend = element.closest('fieldset')?.querySelector('legend');
  const isRadio = element instanceof HTMLInputElement && element.type === 'radio';
  const source = isRadio && legend ? legend : (element as HTMLInputElement).labels?.[0];
  // 'Is this a joint application?: Required' reads badly: the question mark goes.
  const text = source?.textContent
    ?.replace(/\s*\(optional\)\s*$/, '')
    .trim()
    .replace(/\?$/, '');
  return text || undefined;
}
