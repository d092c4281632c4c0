import { z } from 'zod';
import { addCents, type Cents } from '../money/cents';

/**
 * The debt-service-coverage-ratio (DSCR) loan's rules: qualification on the property's rent
 * rather than the borrower's income. Ratios are kept in hundredths (125 is 1.25) and loan-to-value
 * in basis points (7500 is 75%), so no rule depends on floating point.
 */

/** The organisation record's product name of the DSCR loan (the HELOC's is `heloc`). */
export const DSCR_PRODUCT = 'dscr';

/**
 * The product an application starts on: the DSCR loan for an investment property where the
 * lender offers it, otherwise the lender's default product.
 */
export function productForOccupancy(
  offered: { products: Record<string, unknown>; defaultProduct: string },
  occupancyType: string,
): string {
  return occupancyType === 'INVESTMENT' && DSCR_PRODUCT in offered.products
    ? DSCR_PRODUCT
    : offered.defaultProduct;
}

/** The monthly costs the rent must cover: principal and interest, taxes, insurance, dues. */
export interface MonthlyDebtService {
  principalAndInterest: Cents;
  taxes: Cents;
  insurance: Cents;
  associationDues: Cents;
}

export function monthlyDebtService(costs: MonthlyDebtService): Cents {
  return addCents(costs.principalAndInterest, costs.taxes, costs.insurance, costs.associationDues);
}

/**
 * DSCR = monthly rent ÷ monthly debt service, in hundredths, rounded down: a ratio just under a
 * threshold never rounds up past it.
 */
export function dscrHundredths(monthlyRent: Cents, debtService: Cents): number {
  if (!Number.isSafeInteger(monthlyRent) || monthlyRent < 0) {
    throw new RangeError(
      `monthlyRent must be a whole, non-negative number of cents: ${monthlyRent}`,
    );
  }
  if (!Number.isSafeInteger(debtService) || debtService <= 0) {
    throw new RangeError(`debtService must be a whole, positive number of cents: ${debtService}`);
  }
  return Number((BigInt(monthlyRent) * 100n) / BigInt(debtService));
}

const zHundredths = z.number().int().min(0).max(10_000);
const zLtvBasisPoints = z.number().int().min(0).max(10_000);

/** A lender's DSCR pricing: the minimum ratio, and margins by ratio and loan-to-value. */
export const zDscrPricingGrid = z.object({
  minDscr: zHundredths,
  rows: z
    .array(
      z.object({
        /** The row applies from this ratio up. */
        minDscr: zHundredths,
        /** ... and up to this loan-to-value. */
        maxLtv: zLtvBasisPoints,
        /** The margin over the index, in basis points. */
        marginBps: z.number().int().min(0).max(5_000),
      }),
    )
    .min(1),
});
export type DscrPricingGrid = z.infer<typeof zDscrPricingGrid>;

/** The grid a lender that turns the DSCR loan on starts from (lender data may replace it). */
export const DEFAULT_DSCR_PRICING_GRID: DscrPricingGrid = {
  minDscr: 100,
  rows: [
    { minDscr: 125, maxLtv: 6500, marginBps: 250 },
    { minDscr: 125, maxLtv: 7500, marginBps: 275 },
    { minDscr: 110, maxLtv: 6500, marginBps: 300 },
    { minDscr: 110, maxLtv: 7500, marginBps: 325 },
    { minDscr: 100, maxLtv: 6500, marginBps: 350 },
    { minDscr: 100, maxLtv: 7000, marginBps: 375 },
  ],
};

export type DscrPrice =
  | { eligible: true; marginBps: number }
  | { eligible: false; reason: 'DSCR_BELOW_MINIMUM' | 'LTV_TOO_HIGH' };

/**
 * The margin for a ratio and loan-to-value: the lowest of the rows that apply. Below the grid's
 * minimum the rent does not cover the debt; above every row's loan-to-value the loan is too large.
 */
export function priceDscr(grid: DscrPricingGrid, dscr: number, ltvBasisPoints: number): DscrPrice {
  if (dscr < grid.minDscr) return { eligible: false, reason: 'DSCR_BELOW_MINIMUM' };
  const margins = grid.rows
    .filter((row) => dscr >= row.minDscr && ltvBasisPoints <= row.maxLtv)
    .map((row) => row.marginBps);
  if (margins.length === 0) return { eligible: false, reason: 'LTV_TOO_HIGH' };
  return { eligible: true, marginBps: Math.min(...margins) };
}
