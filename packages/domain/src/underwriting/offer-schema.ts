import { z } from 'zod';
import { zBasisPoints } from '../money/basis-points';
import { zCents } from '../money/cents-schema';
import { zDrawOption } from './pricing-config-schema';
import { zUnderwritingProduct } from './underwriting-input';

/** Everything needed to price any amount of an offer, so a stored offer can be re-priced alone. */
export const zOfferPricing = z.object({
  primeRateBps: zBasisPoints,
  primeRateAsOf: z.string(),
  /** The borrower's credit-score row of the margin grid. */
  marginsByCltv: z.array(z.object({ maxCltvBps: zBasisPoints, marginBps: zBasisPoints })).min(1),
  termAdjustmentBps: zBasisPoints,
  productAdjustmentBps: zBasisPoints,
  occupancyAdjustmentBps: zBasisPoints,
  autopayDiscountBps: zBasisPoints,
  drawSizeAdjustments: z
    .array(z.object({ minInitialDraw: zCents, adjustmentBps: zBasisPoints }))
    .min(1),
  minAprBps: zBasisPoints,
  maxAprBps: zBasisPoints,
  originationFeeBps: zBasisPoints,
  propertyValue: zCents.refine((value) => value > 0, 'Must be positive'),
  existingLienBalance: zCents,
  /** Zero when an automated valuation is used. */
  valuationFee: zCents,
  manualNotarizationFee: zCents,
  recordingFee: zCents,
  /** Recording tax per $100,000 borrowed. */
  recordingTaxPer100k: zCents,
});
export type OfferPricing = z.infer<typeof zOfferPricing>;

export const OFFER_FEE_LABELS = {
  ORIGINATION: 'Origination fee',
  VALUATION: 'Property valuation',
  MANUAL_NOTARIZATION: 'Manual notarization',
  RECORDING_FEE: 'Recording fee',
  RECORDING_TAX: 'Recording tax',
} as const;
export type OfferFeeCode = keyof typeof OFFER_FEE_LABELS;

export const zOfferFee = z.object({
  code: z.enum(Object.keys(OFFER_FEE_LABELS) as [OfferFeeCode, ...OfferFeeCode[]]),
  label: z.string(),
  amount: zCents,
});
export type OfferFee = z.infer<typeof zOfferFee>;

export const RATE_ADJUSTMENT_CODES = [
  'TERM',
  'PRODUCT',
  'OCCUPANCY',
  'DRAW_SIZE',
  'AUTOPAY',
] as const;
export const zRateAdjustment = z.object({
  code: z.enum(RATE_ADJUSTMENT_CODES),
  bps: zBasisPoints,
});
export type RateAdjustment = z.infer<typeof zRateAdjustment>;

/** One amount of one offer, priced: the rate, the payments and the disclosures' fee list. */
export const zOfferQuote = z.object({
  offerId: z.string(),
  amount: zCents,
  initialDraw: zCents,
  autopay: z.boolean(),
  manualNotary: z.boolean(),
  /** Combined loan-to-value in percent, to two decimals (shown, not priced on). */
  cltvPercent: z.number(),
  primeRateBps: zBasisPoints,
  gridMarginBps: zBasisPoints,
  adjustments: z.array(zRateAdjustment),
  /** Grid margin plus adjustments: the fixed margin over prime. */
  marginBps: zBasisPoints,
  /** Prime plus margin, held within the organisation's APR floor and cap. */
  aprBps: zBasisPoints,
  aprLimit: z.enum(['FLOOR', 'CAP']).nullable(),
  originationFeeBps: zBasisPoints,
  /** Interest on the initial draw during the draw period (rounded up for the interest-only product). */
  drawPeriodMonthlyPayment: zCents,
  /** Principal and interest on the initial draw over the repayment period; none for interest only. */
  repaymentPeriodMonthlyPayment: zCents.nullable(),
  estimatedMonthlyPayment: zCents,
  fees: z.array(zOfferFee),
  totalFees: zCents,
});
export type OfferQuote = z.infer<typeof zOfferQuote>;

export const zOfferLimit = z.enum(['LOAN_LIMIT', 'CLTV', 'DTI']);
export type OfferLimit = z.infer<typeof zOfferLimit>;

export const zOffer = z.object({
  id: z.string(),
  product: zUnderwritingProduct,
  /** Null for the interest-only product, which has no fixed term. */
  termYears: z.number().nullable(),
  drawPeriodYears: z.number().nullable(),
  repaymentPeriodYears: z.number().nullable(),
  showTerm: z.boolean(),
  drawOption: zDrawOption,
  minAmount: zCents,
  maxAmount: zCents,
  /** What stops the line from being larger. */
  limitedBy: zOfferLimit,
  /** Debt-to-income ratio with this offer's qualifying payment at its maximum amount. */
  dtiPercent: z.number(),
  pricing: zOfferPricing,
  /** The offer priced at its maximum amount with the borrower's autopay choice. */
  quote: zOfferQuote,
});
export type Offer = z.infer<typeof zOffer>;

/** An offer before it is quoted: what the pricing functions need. */
export type OfferBasis = Pick<
  Offer,
  'id' | 'product' | 'repaymentPeriodYears' | 'drawOption' | 'pricing'
>;
