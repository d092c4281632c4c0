import { describe, expect, it } from 'vitest';
import { loadOrganizations } from '../../organizations/load-organizations';
import { pdfPagesText } from '../test-support';
import { brandOf } from './brand';
import { PdfLayout } from './layout';

describe('the documents’ brand', () => {
  it.each(loadOrganizations().map((org) => [org.orgCode, org] as const))(
    '%s: every field the header and footer show, drawn on the page',
    async (_orgCode, org) => {
      const brand = brandOf(org);
      expect(brand.dark).toBe(org.theme.brand['700']);
      for (const value of Object.values(brand)) expect(value).not.toBe('');
      const layout = await PdfLayout.create(brand, {
        title: 'Statement of loan',
        subtitle: 'Loan number HEL1000001',
        reference: 'Loan HEL1000001',
        createdAt: new Date('2026-11-24T12:00:00Z'),
        corpus: '',
      });
      const [page] = await pdfPagesText(await layout.paragraph('Ñandú Zoë Ǆ ≥ 10').finish());
      for (const shown of [brand.brandName, `NMLS #${brand.nmls}`, brand.phone, brand.email]) {
        expect(page).toContain(shown);
      }
      expect(page).toContain(brand.equalLender);
      // Letters the standard font lacks are drawn plainly rather than stopping the document.
      expect(page).toContain('Ñandú Zoë');
    },
  );
});
