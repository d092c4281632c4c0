import { describe, expect, it } from 'vitest';
import {
  APR_MAX_PERCENT,
  APR_MIN_PERCENT,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MANUAL_NOTARIZATION_COST,
  ORIGINATION_FEE_MAX_PERCENT,
  RECENT_TRANSFER_INELIGIBILITY_DAYS,
  RECORDING_FEES_MAX,
  RECORDING_FEES_MIN,
  RECORDING_TAXES_MAX,
  RECORDING_TAXES_MIN,
  VALUATION_COST,
} from '../constants/lending-limits';
import { US_STATES } from '../enums/us-state';
import { DEFAULT_PRICING_CONFIG } from './default-pricing-config';
import { DEFAULT_RECORDING_COSTS } from './default-recording-costs';
import { zPricingConfig } from './pricing-config-schema';
import { PricingConfigError, resolvePricingConfig } from './resolve-pricing-config';

describe('DEFAULT_PRICING_CONFIG', () => {
  it('validates', () => {
    expect(zPricingConfig.safeParse(DEFAULT_PRICING_CONFIG).success).toBe(true);
  });

  it.each([
    ['minLoanAmount', LOAN_AMOUNT_MIN, 15_000],
    ['maxLoanAmount', LOAN_AMOUNT_MAX, 400_000],
    ['minApr', APR_MIN_PERCENT, 7.6],
    ['maxApr', APR_MAX_PERCENT, 17.2],
    ['maxOriginationFeePercent', ORIGINATION_FEE_MAX_PERCENT, 4.99],
    ['valuationFee', VALUATION_COST, 180],
    ['manualNotarizationFee', MANUAL_NOTARIZATION_COST, 300],
    ['recentTransferDays', RECENT_TRANSFER_INELIGIBILITY_DAYS, 90],
  ] as const)('%s is the spec figure %d', (key, constant, figure) => {
    expect(DEFAULT_PRICING_CONFIG[key]).toBe(constant);
    expect(constant).toBe(figure);
  });

  it('carries the prime rate with its as-of date', () => {
    expect(DEFAULT_PRICING_CONFIG.primeRatePercent).toBeGreaterThan(0);
    expect(DEFAULT_PRICING_CONFIG.primeRateAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('needs a BPO in Texas', () => {
    expect(DEFAULT_PRICING_CONFIG.bpoRequiredStates).toEqual(['TX']);
  });

  it('lists recording costs for the 50 states and DC', () => {
    expect(Object.keys(DEFAULT_RECORDING_COSTS).sort()).toEqual([...US_STATES].sort());
    expect(US_STATES).toHaveLength(51);
  });

  it.each(US_STATES)('%s recording fee and tax are within the disclosed ranges', (state) => {
    const { fee, taxPer100k } = DEFAULT_PRICING_CONFIG.recordingByState[state];
    expect(fee).toBeGreaterThanOrEqual(RECORDING_FEES_MIN);
    expect(fee).toBeLessThanOrEqual(RECORDING_FEES_MAX);
    expect(taxPer100k).toBeGreaterThanOrEqual(RECORDING_TAXES_MIN);
    expect(taxPer100k).toBeLessThanOrEqual(RECORDING_TAXES_MAX);
  });

  it('reaches the top of both disclosed recording ranges somewhere', () => {
    const costs = Object.values(DEFAULT_RECORDING_COSTS);
    expect(Math.max(...costs.map((cost) => cost.fee))).toBe(315);
    expect(Math.max(...costs.map((cost) => cost.taxPer100k))).toBe(1_400);
  });

  it('never charges more than 4.99% origination in any tier', () => {
    for (const tier of DEFAULT_PRICING_CONFIG.originationFeeTiers) {
      expect(tier.feePercent).toBeLessThanOrEqual(4.99);
    }
  });
});

describe('resolvePricingConfig', () => {
  it('gives the defaults for an empty list', () => {
    expect(resolvePricingConfig([])).toEqual(DEFAULT_PRICING_CONFIG);
  });

  it('merges the objects in order, the later winning', () => {
    const config = resolvePricingConfig([
      { maxDtiPercent: 45, minCreditScore: 660 },
      { maxDtiPercent: 43 },
    ]);
    expect(config.maxDtiPercent).toBe(43);
    expect(config.minCreditScore).toBe(660);
    expect(config.autopayDiscountPercent).toBe(DEFAULT_PRICING_CONFIG.autopayDiscountPercent);
  });

  it('merges nested objects key by key', () => {
    const config = resolvePricingConfig([
      { recordingByState: { NY: { fee: 250 } }, occupancyAdjustmentPercent: { INVESTMENT: 2 } },
    ]);
    expect(config.recordingByState.NY).toEqual({ fee: 250, taxPer100k: 1_400 });
    expect(config.recordingByState.CA).toEqual(DEFAULT_RECORDING_COSTS.CA);
    expect(config.occupancyAdjustmentPercent).toEqual({
      PRIMARY: 0,
      SECONDARY: 0.5,
      INVESTMENT: 2,
    });
  });

  it('replaces lists whole', () => {
    const terms = [{ termYears: 20, drawPeriodYears: 10, marginAdjustmentPercent: 0.5 }];
    expect(resolvePricingConfig([{ terms }]).terms).toEqual(terms);
  });

  it("takes an organisation record's pricing object as it is", () => {
    const config = resolvePricingConfig([
      {
        productName: 'heloc',
        minLoanAmount: 25_000,
        maxLoanAmount: 350_000,
        minApr: 7.9,
        maxApr: 16.9,
        maxOriginationFeePercent: 2.99,
        primeRatePercent: 7.5,
        primeRateAsOf: '2026-10-01',
      },
    ]);
    expect(config).toMatchObject({
      minLoanAmount: 25_000,
      maxLoanAmount: 350_000,
      minApr: 7.9,
      maxApr: 16.9,
      maxOriginationFeePercent: 2.99,
      primeRatePercent: 7.5,
      primeRateAsOf: '2026-10-01',
    });
  });

  it('ignores keys that would reach the prototype', () => {
    const config = resolvePricingConfig([JSON.parse('{"__proto__": {"polluted": true}}')]);
    expect(config).toEqual(DEFAULT_PRICING_CONFIG);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not change the defaults', () => {
    resolvePricingConfig([{ recordingByState: { CA: { fee: 1 } } }]);
    expect(DEFAULT_PRICING_CONFIG.recordingByState.CA.fee).toBe(DEFAULT_RECORDING_COSTS.CA.fee);
  });

  it.each([
    [{ maxOriginationFeePercent: 5 }, 'maxOriginationFeePercent: Must be at most 4.99%'],
    [
      {
        originationFeeTiers: [
          { minCreditScore: 700, feePercent: 5.5 },
          { minCreditScore: 600, feePercent: 4 },
        ],
      },
      'originationFeeTiers.0.feePercent: Must be at most 4.99%',
    ],
    [{ recordingByState: { NY: { fee: 316 } } }, 'recordingByState.NY.fee:'],
    [{ recordingByState: { DC: { taxPer100k: 1_401 } } }, 'recordingByState.DC.taxPer100k:'],
    [
      { recordingByState: { ZZ: { fee: 1, taxPer100k: 1 } } },
      'recordingByState: Unrecognized key: "ZZ"',
    ],
    [{ minLoanAmount: 500_000 }, 'maxLoanAmount: Must be at least minLoanAmount'],
    [{ minApr: 18 }, 'maxApr: Must be at least minApr'],
    [{ maxDtiPercent: 'fifty' }, 'maxDtiPercent:'],
    [{ primeRateAsOf: '11/01/2026' }, 'primeRateAsOf:'],
    [
      { marginGrid: { rows: [{ minCreditScore: 600, marginsPercent: [1, 2] }] } },
      'marginGrid.rows.0.marginsPercent: Expected 5 margins, one per CLTV band',
    ],
    [
      { marginGrid: { cltvBandMaxPercents: [60, 50, 75, 80, 85] } },
      'marginGrid.cltvBandMaxPercents: Must be ascending',
    ],
    [
      { minCreditScore: 600 },
      'marginGrid.rows: The lowest credit-score band must reach down to minCreditScore',
    ],
    [
      { maxCltvPercentByOccupancy: { PRIMARY: 90 } },
      'maxCltvPercentByOccupancy.PRIMARY: Must not exceed the highest CLTV band',
    ],
    [
      { terms: [{ termYears: 5, drawPeriodYears: 5, marginAdjustmentPercent: 0 }] },
      'terms.0.drawPeriodYears: Must be shorter than termYears',
    ],
    [
      { drawSizeAdjustments: [{ minInitialDraw: 10_000, adjustmentPercent: 0 }] },
      'drawSizeAdjustments.0.minInitialDraw: The first draw-size row must start at 0',
    ],
    [{ drawOptions: [{ code: 'full', initialDrawPercent: 100 }] }, 'drawOptions.0.code:'],
    [{ bpoRequiredStates: ['TX', 'XX'] }, 'bpoRequiredStates.1:'],
    [{ marginGird: {} }, '(root): Unrecognized key: "marginGird"'],
  ])('rejects %j naming the path', (patch, expected) => {
    expect(() => resolvePricingConfig([patch])).toThrow(PricingConfigError);
    expect(() => resolvePricingConfig([patch])).toThrow(expected);
  });

  it('rejects an entry that is not an object', () => {
    expect(() => resolvePricingConfig([{}, 'cheap'])).toThrow(
      'Invalid pricing data: pricingData.1: Must be an object',
    );
  });

  it('lists every issue on the error', () => {
    try {
      resolvePricingConfig([{ maxDtiPercent: -1, valuationFee: -5 }]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PricingConfigError);
      expect((error as PricingConfigError).issues.map((issue) => issue.path)).toEqual([
        'maxDtiPercent',
        'valuationFee',
      ]);
    }
  });
});
