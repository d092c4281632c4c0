import { PRODUCT_RANGES, type DisclosedRanges, type Organization } from '@openheloc/domain';

export type HelocRanges = DisclosedRanges;

/**
 * The line amounts and APRs this lender offers for its default product: its own pricing when
 * the record has it (some lenders lend less, or start higher), else the product's constants.
 */
export function helocRanges(organization: Organization): HelocRanges {
  const pricing = organization.pricingData.find(
    (entry) => entry.productName === organization.meta.defaultProduct,
  );
  if (!pricing) return PRODUCT_RANGES;
  const { minLoanAmount, maxLoanAmount, minApr, maxApr } = pricing;
  return { minLoanAmount, maxLoanAmount, minApr, maxApr };
}
