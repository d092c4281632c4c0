import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents';
import {
  DEFAULT_DSCR_PRICING_GRID,
  dscrHundredths,
  monthlyDebtService,
  priceDscr,
  productForOccupancy,
  zDscrPricingGrid,
} from './dscr';

describe('productForOccupancy', () => {
  const withDscr = { products: { heloc: {}, dscr: {} }, defaultProduct: 'heloc' };
  const helocOnly = { products: { heloc: {} }, defaultProduct: 'heloc' };
  it.each([
    [withDscr, 'INVESTMENT', 'dscr'],
    [withDscr, 'PRIMARY', 'heloc'],
    [withDscr, 'SECONDARY', 'heloc'],
    [helocOnly, 'INVESTMENT', 'heloc'],
  ])('%o, %s: %s', (offered, occupancy, product) => {
    expect(productForOccupancy(offered, occupancy)).toBe(product);
  });
});

describe('monthlyDebtService', () => {
  it('adds principal and interest, taxes, insurance and association dues', () => {
    expect(
      monthlyDebtService({
        principalAndInterest: cents(150_000),
        taxes: cents(40_000),
        insurance: cents(12_500),
        associationDues: cents(7_500),
      }),
    ).toBe(210_000);
  });
});

describe('dscrHundredths', () => {
  it.each([
    [250_000, 200_000, 125],
    [200_000, 200_000, 100],
    [199_999, 200_000, 99],
    [219_999, 200_000, 109],
    [0, 200_000, 0],
    [600_000, 200_000, 300],
  ])('rent %i over debt %i is %i hundredths, rounded down', (rent, debt, expected) => {
    expect(dscrHundredths(cents(rent), cents(debt))).toBe(expected);
  });

  it.each([
    [100, 0],
    [-1, 100],
    [100, -5],
  ])('refuses rent %i over debt %i', (rent, debt) => {
    expect(() => dscrHundredths(rent as never, debt as never)).toThrow(RangeError);
  });
});

describe('priceDscr with the default grid', () => {
  it.each([
    [130, 6000, { eligible: true, marginBps: 250 }],
    [130, 7000, { eligible: true, marginBps: 275 }],
    [125, 7500, { eligible: true, marginBps: 275 }],
    [124, 6500, { eligible: true, marginBps: 300 }],
    [110, 7500, { eligible: true, marginBps: 325 }],
    [109, 6500, { eligible: true, marginBps: 350 }],
    [100, 7000, { eligible: true, marginBps: 375 }],
    [100, 7001, { eligible: false, reason: 'LTV_TOO_HIGH' }],
    [130, 8000, { eligible: false, reason: 'LTV_TOO_HIGH' }],
    [99, 5000, { eligible: false, reason: 'DSCR_BELOW_MINIMUM' }],
    [0, 5000, { eligible: false, reason: 'DSCR_BELOW_MINIMUM' }],
  ])('DSCR %i hundredths at %i bps LTV: %j', (dscr, ltv, expected) => {
    expect(priceDscr(DEFAULT_DSCR_PRICING_GRID, dscr, ltv)).toEqual(expected);
  });

  it('honours a lender minimum above the rows', () => {
    const strict = { ...DEFAULT_DSCR_PRICING_GRID, minDscr: 120 };
    expect(priceDscr(strict, 115, 6000)).toEqual({
      eligible: false,
      reason: 'DSCR_BELOW_MINIMUM',
    });
  });
});

describe('zDscrPricingGrid', () => {
  it.each([
    ['the default grid', DEFAULT_DSCR_PRICING_GRID, true],
    ['no rows', { minDscr: 100, rows: [] }, false],
    ['a fractional ratio', { minDscr: 1.25, rows: DEFAULT_DSCR_PRICING_GRID.rows }, false],
    [
      'a loan-to-value over 100%',
      { minDscr: 100, rows: [{ minDscr: 100, maxLtv: 12_000, marginBps: 300 }] },
      false,
    ],
  ])('%s parses: %s', (_, grid, ok) => {
    expect(zDscrPricingGrid.safeParse(grid).success).toBe(ok);
  });
});
