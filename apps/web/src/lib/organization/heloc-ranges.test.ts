import { describe, expect, it } from 'vitest';
import { organizationFixture } from '@/testing/organization-fixture';
import { helocRanges } from './heloc-ranges';

describe('helocRanges', () => {
  it("uses the lender's pricing for its default product", () => {
    const base = organizationFixture();
    const lender = organizationFixture({
      pricingData: [
        { ...base.pricingData[0]!, productName: 'heloc_interest_only', maxLoanAmount: 1 },
        { ...base.pricingData[0]!, maxLoanAmount: 350_000, maxApr: 16 },
      ],
    });
    expect(helocRanges(lender)).toEqual({
      minLoanAmount: 15_000,
      maxLoanAmount: 350_000,
      minApr: 7.6,
      maxApr: 16,
    });
  });

  it("falls back to the product's published limits", () => {
    expect(helocRanges(organizationFixture({ pricingData: [] }))).toEqual({
      minLoanAmount: 15_000,
      maxLoanAmount: 400_000,
      minApr: 7.6,
      maxApr: 17.2,
    });
  });
});
