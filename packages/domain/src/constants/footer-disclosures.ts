import { formatMoney } from '../format/money';
import { formatPercent } from '../format/percent';
import {
  APR_MAX_PERCENT,
  APR_MIN_PERCENT,
  ENCRYPTION_BITS,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  MANUAL_NOTARIZATION_COST,
  ORIGINATION_FEE_MAX_PERCENT,
  RECENT_TRANSFER_INELIGIBILITY_DAYS,
  RECORDING_FEES_MAX,
  RECORDING_FEES_MIN,
  RECORDING_TAXES_MAX,
  RECORDING_TAXES_MIN,
  RECORDING_TAXES_PER_AMOUNT,
  VALUATION_COST,
} from './lending-limits';

const dollars = (amount: number) => formatMoney(amount, 0);
const percent = (value: number) => formatPercent(value, 2);

/** A lender's own line amounts and APRs, where its pricing differs from the product's. */
export type DisclosedRanges = {
  minLoanAmount: number;
  maxLoanAmount: number;
  minApr: number;
  maxApr: number;
};

export const PRODUCT_RANGES: DisclosedRanges = {
  minLoanAmount: LOAN_AMOUNT_MIN,
  maxLoanAmount: LOAN_AMOUNT_MAX,
  minApr: APR_MIN_PERCENT,
  maxApr: APR_MAX_PERCENT,
};

/**
 * The footer's numbered disclosures, in the spec's order, one sentence each; the footer numbers
 * them. Figures come from the lending limits, or the lender's own ranges, so the footer cannot
 * drift from the offer rules.
 */
export function footerDisclosures(ranges: DisclosedRanges = PRODUCT_RANGES): string[] {
  return [
    `Loan amounts range from ${dollars(ranges.minLoanAmount)} to ${dollars(ranges.maxLoanAmount)}.`,
    `The annual percentage rate (APR) ranges from ${percent(ranges.minApr)} to ${percent(ranges.maxApr)}.`,
    `An origination fee of up to ${percent(ORIGINATION_FEE_MAX_PERCENT)} of the initial draw amount may apply.`,
    `A property valuation costs ${dollars(VALUATION_COST)} if an automated valuation is not available.`,
    `A manual notarization costs ${dollars(MANUAL_NOTARIZATION_COST)}.`,
    `Recording fees range from ${dollars(RECORDING_FEES_MIN)} to ${dollars(RECORDING_FEES_MAX)}.`,
    `Recording taxes range from ${dollars(RECORDING_TAXES_MIN)} to ${dollars(RECORDING_TAXES_MAX)} per ${dollars(RECORDING_TAXES_PER_AMOUNT)} borrowed.`,
    'Checking your rate uses a soft credit pull, which does not affect your credit score; a hard credit pull is made when you submit your application.',
    `Properties bought or retitled within the last ${RECENT_TRANSFER_INELIGIBILITY_DAYS} days are not eligible.`,
    'The rate of the draw feature is based on the prime rate plus a fixed margin.',
    `Your information is protected with ${ENCRYPTION_BITS}-bit encryption.`,
  ];
}
