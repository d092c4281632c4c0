import { describe, expect, it } from 'vitest';
import type { LenderDefaults } from './pricing-schema';
import { mergePricing, pricingProblem } from './pricing';

const defaults: LenderDefaults = {
  primeRate: { ratePercent: 7.25, asOf: '2026-11-01' },
  pricing: [
    {
      productName: 'heloc',
      minLoanAmount: 15000,
      maxLoanAmount: 400000,
      minApr: 7.6,
      maxApr: 17.2,
      maxOriginationFeePercent: 4.99,
    },
    {
      productName: 'heloc_interest_only',
      minLoanAmount: 50000,
      maxLoanAmount: 250000,
      minApr: 8,
      maxApr: 15,
      maxOriginationFeePercent: 3,
    },
  ],
};

describe('mergePricing', () => {
  it('gives the defaults, with the prime rate, when the lender overrides nothing', () => {
    expect(mergePricing(defaults, ['heloc'], [])).toEqual([
      {
        productName: 'heloc',
        minLoanAmount: 15000,
        maxLoanAmount: 400000,
        minApr: 7.6,
        maxApr: 17.2,
        maxOriginationFeePercent: 4.99,
        primeRatePercent: 7.25,
        primeRateAsOf: '2026-11-01',
      },
    ]);
  });

  it('overrides field by field and leaves the other fields at their defaults', () => {
    const [heloc] = mergePricing(
      defaults,
      ['heloc'],
      [{ productName: 'heloc', maxLoanAmount: 250000, minApr: 7 }],
    );
    expect(heloc).toMatchObject({
      maxLoanAmount: 250000,
      minApr: 7,
      minLoanAmount: 15000,
      maxApr: 17.2,
    });
  });

  it("starts a product's pricing from that product's defaults", () => {
    const [, interestOnly] = mergePricing(defaults, ['heloc', 'heloc_interest_only'], []);
    expect(interestOnly).toMatchObject({
      productName: 'heloc_interest_only',
      minLoanAmount: 50000,
      maxApr: 15,
    });
  });

  it('starts a product without defaults from the heloc defaults, under its own name', () => {
    const [, other] = mergePricing(
      defaults,
      ['heloc', 'heloc_fixed'],
      [{ productName: 'heloc_fixed', maxOriginationFeePercent: 1 }],
    );
    expect(other).toMatchObject({
      productName: 'heloc_fixed',
      minLoanAmount: 15000,
      maxOriginationFeePercent: 1,
    });
  });

  it('applies an override only to its own product', () => {
    const merged = mergePricing(
      defaults,
      ['heloc', 'heloc_interest_only'],
      [{ productName: 'heloc_interest_only', maxLoanAmount: 300000 }],
    );
    expect(merged.map((pricing) => pricing.maxLoanAmount)).toEqual([400000, 300000]);
  });
});

describe('pricingProblem', () => {
  const heloc = {
    productName: 'heloc',
    minLoanAmount: 15000,
    maxLoanAmount: 400000,
    minApr: 7.6,
    maxApr: 17.2,
    maxOriginationFeePercent: 4.99,
    primeRatePercent: 7.25,
    primeRateAsOf: '2026-11-01',
  };

  it('accepts sensible ranges', () => {
    expect(pricingProblem(heloc)).toBeUndefined();
  });

  it('names an inverted range', () => {
    expect(pricingProblem({ ...heloc, minLoanAmount: 500000 })).toBe(
      'minLoanAmount is above maxLoanAmount',
    );
    expect(pricingProblem({ ...heloc, minApr: 20 })).toBe('minApr is above maxApr');
  });
});
