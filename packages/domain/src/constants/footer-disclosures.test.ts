import { describe, expect, it } from 'vitest';
import { footerDisclosures } from './footer-disclosures';

describe('footerDisclosures', () => {
  const disclosures = footerDisclosures();

  it.each([
    [0, 'Loan amounts range from $15,000 to $400,000.'],
    [1, 'The annual percentage rate (APR) ranges from 7.60% to 17.20%.'],
    [2, 'An origination fee of up to 4.99% of the initial draw amount may apply.'],
    [3, 'A property valuation costs $180 if an automated valuation is not available.'],
    [4, 'A manual notarization costs $300.'],
    [5, 'Recording fees range from $0 to $315.'],
    [6, 'Recording taxes range from $0 to $1,400 per $100,000 borrowed.'],
    [
      7,
      'Checking your rate uses a soft credit pull, which does not affect your credit score; a hard credit pull is made when you submit your application.',
    ],
    [8, 'Properties bought or retitled within the last 90 days are not eligible.'],
    [9, 'The rate of the draw feature is based on the prime rate plus a fixed margin.'],
    [10, 'Your information is protected with 256-bit encryption.'],
  ])('disclosure %d reads %j', (index, sentence) => {
    expect(disclosures[index]).toBe(sentence);
  });

  it('has exactly eleven disclosures', () => {
    expect(disclosures).toHaveLength(11);
  });
});

describe('footerDisclosures for a lender with its own ranges', () => {
  it('states the lender figures', () => {
    const [amounts, apr] = footerDisclosures({
      minLoanAmount: 20_000,
      maxLoanAmount: 350_000,
      minApr: 8.1,
      maxApr: 16.5,
    });
    expect(amounts).toBe('Loan amounts range from $20,000 to $350,000.');
    expect(apr).toBe('The annual percentage rate (APR) ranges from 8.10% to 16.50%.');
  });
});
