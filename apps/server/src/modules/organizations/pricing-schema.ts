import { z } from 'zod';

/** The pricing part of data/lenders.json: the defaults and a lender's overrides. */

export const zProductName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,39}$/, 'Use lower-case letters, digits and underscores, e.g. heloc');

const zDefaultPricing = z.strictObject({
  productName: zProductName,
  minLoanAmount: z.number().positive(),
  maxLoanAmount: z.number().positive(),
  minApr: z.number().positive().max(100),
  maxApr: z.number().positive().max(100),
  maxOriginationFeePercent: z.number().min(0).max(100),
});

/** A lender changes only the pricing fields it names; the rest come from the defaults. */
export const zPricingOverride = zDefaultPricing.partial().required({ productName: true });
export type PricingOverride = z.infer<typeof zPricingOverride>;

export const zLenderDefaults = z.strictObject({
  primeRate: z.strictObject({ ratePercent: z.number().positive().max(100), asOf: z.iso.date() }),
  pricing: z.array(zDefaultPricing).min(1),
});
export type LenderDefaults = z.infer<typeof zLenderDefaults>;
