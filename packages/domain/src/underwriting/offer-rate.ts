import { addBasisPoints, basisPoints, BASIS_POINTS_PER_UNIT } from '../money/basis-points';
import { cents, type Cents } from '../money/cents';
import { divideRoundingHalfUp } from '../money/exact-division';
import { percentOf } from '../money/percent-of';
import { percentToBasisPoints, type BasisPoints } from '../money/basis-points';
import type { OfferBasis, OfferPricing, RateAdjustment } from './offer-schema';

export function initialDrawFor(basis: OfferBasis, amount: Cents): Cents {
  const share = BigInt(percentToBasisPoints(basis.drawOption.initialDrawPercent));
  return cents(divideRoundingHalfUp(BigInt(amount) * share, BASIS_POINTS_PER_UNIT));
}

/** Combined loan-to-value of the existing liens plus the new line, in percent to two decimals. */
export function cltvPercentFor(pricing: OfferPricing, amount: Cents): number {
  return percentOf(pricing.existingLienBalance + amount, pricing.propertyValue);
}

/** Index of the first CLTV band that holds the amount, compared exactly. */
export function cltvBandIndex(pricing: OfferPricing, amount: Cents): number {
  const combined = BigInt(pricing.existingLienBalance + amount) * BASIS_POINTS_PER_UNIT;
  const index = pricing.marginsByCltv.findIndex(
    (band) => combined <= BigInt(band.maxCltvBps) * BigInt(pricing.propertyValue),
  );
  if (index < 0) throw new RangeError(`Amount ${amount} is above every CLTV band of the offer`);
  return index;
}

/** Index of the draw-size row that applies: the last whose threshold the initial draw reaches. */
export function drawSizeIndex(pricing: OfferPricing, initialDraw: Cents): number {
  return pricing.drawSizeAdjustments.findLastIndex((row) => initialDraw >= row.minInitialDraw);
}

export interface OfferRate {
  cltvPercent: number;
  gridMarginBps: BasisPoints;
  adjustments: RateAdjustment[];
  marginBps: BasisPoints;
  aprBps: BasisPoints;
  aprLimit: 'FLOOR' | 'CAP' | null;
}

/** APR = prime + grid margin + adjustments, held within the floor and cap. */
export function offerRate(basis: OfferBasis, amount: Cents, autopay: boolean): OfferRate {
  const { pricing } = basis;
  const gridMarginBps = pricing.marginsByCltv[cltvBandIndex(pricing, amount)]?.marginBps;
  const drawSize =
    pricing.drawSizeAdjustments[drawSizeIndex(pricing, initialDrawFor(basis, amount))];
  if (gridMarginBps === undefined || drawSize === undefined) {
    throw new RangeError(`Offer ${basis.id} cannot price ${amount}`);
  }
  const adjustments: RateAdjustment[] = [
    { code: 'TERM' as const, bps: pricing.termAdjustmentBps },
    { code: 'PRODUCT' as const, bps: pricing.productAdjustmentBps },
    { code: 'OCCUPANCY' as const, bps: pricing.occupancyAdjustmentBps },
    { code: 'DRAW_SIZE' as const, bps: drawSize.adjustmentBps },
    { code: 'AUTOPAY' as const, bps: basisPoints(autopay ? -pricing.autopayDiscountBps : 0) },
  ].filter((adjustment) => adjustment.bps !== 0);
  const marginBps = addBasisPoints(gridMarginBps, ...adjustments.map((item) => item.bps));
  const rawApr = addBasisPoints(pricing.primeRateBps, marginBps);
  const aprLimit = rawApr < pricing.minAprBps ? 'FLOOR' : rawApr > pricing.maxAprBps ? 'CAP' : null;
  return {
    cltvPercent: cltvPercentFor(pricing, amount),
    gridMarginBps,
    adjustments,
    marginBps,
    aprBps: basisPoints(Math.min(Math.max(rawApr, pricing.minAprBps), pricing.maxAprBps)),
    aprLimit,
  };
}
