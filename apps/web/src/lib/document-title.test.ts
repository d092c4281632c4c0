import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './document-title';

describe('formatDocumentTitle', () => {
  it("reads '<Page> – <brand>'", () => {
    expect(formatDocumentTitle('Page not found', 'OpenHELOC')).toBe('Page not found – OpenHELOC');
  });

  it("prefixes 'Error: ' for a page whose form failed", () => {
    expect(formatDocumentTitle('Your income', 'Granite Hollow', { hasErrors: true })).toBe(
      'Error: Your income – Granite Hollow',
    );
  });

  it('is the page alone when no lender is known', () => {
    expect(formatDocumentTitle('Something went wrong', undefined)).toBe('Something went wrong');
  });
});
