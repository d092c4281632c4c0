import type { PricingData } from '@openheloc/domain';
import { DEFAULT_PRODUCT } from './default-organization';
import type { LenderDefaults, PricingOverride } from './pricing-schema';

/**
 * One pricing object per product the lender offers: the default for that product (or for the
 * default product when there is none), then the lender's overrides field by field. The prime
 * rate is a market index, so it always comes from the defaults.
 */
export function mergePricing(
  defaults: LenderDefaults,
  productNames: readonly string[],
  overrides: readonly PricingOverride[],
): PricingData[] {
  const fallback = defaults.pricing.find((pricing) => pricing.productName === DEFAULT_PRODUCT);
  if (!fallback) throw new Error(`Default pricing has no ${DEFAULT_PRODUCT} product`);
  return productNames.map((productName) => {
    const base =
      defaults.pricing.find((pricing) => pricing.productName === productName) ?? fallback;
    const override = overrides.find((candidate) => candidate.productName === productName);
    const defined = Object.fromEntries(
      Object.entries(override ?? {}).filter(([, value]) => value !== undefined),
    );
    return {
      ...base,
      ...defined,
      productName,
      primeRatePercent: defaults.primeRate.ratePercent,
      primeRateAsOf: defaults.primeRate.asOf,
    };
  });
}

/** Why a merged pricing object cannot be shown to borrowers, if it cannot. */
export function pricingProblem(pricing: PricingData): string | undefined {
  if (pricing.minLoanAmount > pricing.maxLoanAmount) return 'minLoanAmount is above maxLoanAmount';
  if (pricing.minApr > pricing.maxApr) return 'minApr is above maxApr';
  return undefined;
}
