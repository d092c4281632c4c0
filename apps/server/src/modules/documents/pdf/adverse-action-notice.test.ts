import { describe, expect, it } from 'vitest';
import { loadOrganizations } from '../../organizations/load-organizations';
import { composeAdverseActionNotice, type AdverseActionFile } from './adverse-action-notice';
import { brandOf } from './brand';

const [org] = loadOrganizations();
const file = (product?: string): AdverseActionFile => ({
  lender: brandOf(org!),
  ecoaAgency: 'FTC',
  loanNumber: 'HEL1000001',
  ...(product ? { product } : {}),
  date: '2026-11-27',
  applicant: { name: 'Pat Lowrent', address: '100 Main St, Springfield, IL 62704' },
  reasons: [
    {
      code: 'DSCR_BELOW_MINIMUM',
      reason: "Property's rental income does not cover its debt service",
    },
  ],
  creditScore: null,
});
const textOf = (model: unknown) => JSON.stringify(model);

describe('the statement of credit denial', () => {
  it('names the DSCR loan applied for, and a HELOC for a notice made before products were kept', () => {
    const createdAt = new Date('2026-11-27T12:00:00Z');
    expect(textOf(composeAdverseActionNotice(file('dscr'), createdAt))).toContain(
      'Debt-service-coverage-ratio (DSCR) loan on an investment property, loan number HEL1000001',
    );
    expect(textOf(composeAdverseActionNotice(file(), createdAt))).toContain(
      'Home equity line of credit, loan number HEL1000001',
    );
  });
});
