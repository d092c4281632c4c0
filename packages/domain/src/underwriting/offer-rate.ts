import { roundTo } from '../lending/rounding';
import type { OfferBasis, OfferPricing, RateAdjustment } from './offer-schema';

/** Percentages are shown with three decimals; summing binary fractions needs trimming back. */
const PERCENT_DECIMALS = 3;

export function initialDrawFor(basis: OfferBasis, amount: number): number {
  return roundTo((amount * basis.drawOption.initialDrawPercent) / 100);
}

/** Combined loan-to-value of the existing liens plus the new line, to two decimals. */
export function cltvPercentFor(pricing: OfferPricing, amount: number): number {
  return roundTo(((pricing.existingLienBalance + amount) * 100) / pricing.propertyValue);
}

/** Index of the first CLTV band that holds the amount, compared without rounding. */
export function cltvBandIndex(pricing: OfferPricing, amount: number): number {
  const combined = (pricing.existingLienBalance + amount) * 100;
  const index = pricing.marginsByCltv.findIndex(
    (band) => combined <= band.maxCltvPercent * pricing.propertyValue,
  );
  if (index < 0) throw new RangeError(`Amount ${amount} is above every CLTV band of the offer`);
  return index;
}

/** Index of the draw-size row that applies: the last whose threshold the initial draw reaches. */
export function drawSizeIndex(pricing: OfferPricing, initialDraw: number): number {
  return pricing.drawSizeAdjustments.findLastIndex((row) => initialDraw >= row.minInitialDraw);
}

export interface OfferRate {
  cltvPercent: number;
  gridMarginPercent: number;
  adjustments: RateAdjustment[];
  marginPercent: number;
  aprPercent: number;
  aprLimit: 'FLOOR' | 'CAP' | null;
}

/** APR = prime + grid margin + adjustments, held within the floor and cap. */
export function offerRate(basis: OfferBasis, amount: number, autopay: boolean): OfferRate {
  const { pricing } = basis;
  const gridMarginPercent = pricing.marginsByCltv[cltvBandIndex(pricing, amount)]?.marginPercent;
  const drawSize =
    pricing.drawSizeAdjustments[drawSizeIndex(pricing, initialDrawFor(basis, amount))];
  if (gridMarginPercent === undefined || drawSize === undefined) {
    throw new RangeError(`Offer ${basis.id} cannot price ${amount}`);
  }
  const adjustments: RateAdjustment[] = [
    { code: 'TERM' as const, percent: pricing.termAdjustmentPercent },
    { code: 'PRODUCT' as const, percent: pricing.productAdjustmentPercent },
    { code: 'OCCUPANCY' as const, percent: pricing.occupancyAdjustmentPercent },
    { code: 'DRAW_SIZE' as const, percent: drawSize.adjustmentPercent },
    { code: 'AUTOPAY' as const, percent: autopay ? -pricing.autopayDiscountPercent : 0 },
  ].filter((adjustment) => adjustment.percent !== 0);
  const marginPercent = roundTo(
    adjustments.reduce((sum, adjustment) => sum + adjustment.percent, gridMarginPercent),
    PERCENT_DECIMALS,
  );
  const rawApr = roundTo(pricing.primeRatePercent + marginPercent, PERCENT_DECIMALS);
  const aprLimit = rawApr < pricing.minApr ? 'FLOOR' : rawApr > pricing.maxApr ? 'CAP' : null;
  return {
    cltvPercent: cltvPercentFor(pricing, amount),
    gridMarginPercent,
    adjustments,
    marginPercent,
    aprPercent: Math.min(Math.max(rawApr, pricing.minApr), pricing.maxApr),
    aprLimit,
  };
}
