import { z } from 'zod';
import { zDrawOption, zDrawSizeAdjustment } from './pricing-config-schema';
import { zUnderwritingProduct } from './underwriting-input';

/** Everything needed to price any amount of an offer, so a stored offer can be re-priced alone. */
export const zOfferPricing = z.object({
  primeRatePercent: z.number(),
  primeRateAsOf: z.string(),
  /** The borrower's credit-score row of the margin grid. */
  marginsByCltv: z
    .array(z.object({ maxCltvPercent: z.number(), marginPercent: z.number() }))
    .min(1),
  termAdjustmentPercent: z.number(),
  productAdjustmentPercent: z.number(),
  occupancyAdjustmentPercent: z.number(),
  autopayDiscountPercent: z.number(),
  drawSizeAdjustments: z.array(zDrawSizeAdjustment).min(1),
  minApr: z.number(),
  maxApr: z.number(),
  originationFeePercent: z.number(),
  propertyValue: z.number().positive(),
  existingLienBalance: z.number(),
  /** Zero when an automated valuation is used. */
  valuationFee: z.number(),
  manualNotarizationFee: z.number(),
  recordingFee: z.number(),
  recordingTaxPer100k: z.number(),
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
  amount: z.number(),
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
  percent: z.number(),
});
export type RateAdjustment = z.infer<typeof zRateAdjustment>;

/** One amount of one offer, priced: the rate, the payments and the disclosures' fee list. */
export const zOfferQuote = z.object({
  offerId: z.string(),
  amount: z.number(),
  initialDraw: z.number(),
  autopay: z.boolean(),
  manualNotary: z.boolean(),
  cltvPercent: z.number(),
  primeRatePercent: z.number(),
  gridMarginPercent: z.number(),
  adjustments: z.array(zRateAdjustment),
  /** Grid margin plus adjustments: the fixed margin over prime. */
  marginPercent: z.number(),
  /** Prime plus margin, held within the organisation's APR floor and cap. */
  aprPercent: z.number(),
  aprLimit: z.enum(['FLOOR', 'CAP']).nullable(),
  originationFeePercent: z.number(),
  /** Interest on the initial draw during the draw period (rounded up for the interest-only product). */
  drawPeriodMonthlyPayment: z.number(),
  /** Principal and interest on the initial draw over the repayment period; none for interest only. */
  repaymentPeriodMonthlyPayment: z.number().nullable(),
  estimatedMonthlyPayment: z.number(),
  fees: z.array(zOfferFee),
  totalFees: z.number(),
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
  minAmount: z.number(),
  maxAmount: z.number(),
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
