import {
  APR_MAX_PERCENT,
  APR_MIN_PERCENT,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  type Organization,
} from '@openheloc/domain';

export interface HelocRanges {
  minLoanAmount: number;
  maxLoanAmount: number;
  minApr: number;
  maxApr: number;
}

/**
 * The line amounts and APRs this lender offers for its default product: its own pricing when
 * the record has it (some lenders lend less, or start higher), else the product's constants.
 */
export function helocRanges(organization: Organization): HelocRanges {
  const pricing = organization.pricingData.find(
    (entry) => entry.productName === organization.meta.defaultProduct,
  );
  if (!pricing) {
    return {
      minLoanAmount: LOAN_AMOUNT_MIN,
      maxLoanAmount: LOAN_AMOUNT_MAX,
      minApr: APR_MIN_PERCENT,
      maxApr: APR_MAX_PERCENT,
    };
  }
  const { minLoanAmount, maxLoanAmount, minApr, maxApr } = pricing;
  return { minLoanAmount, maxLoanAmount, minApr, maxApr };
}
