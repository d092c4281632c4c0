import {
  APR_MAX_PERCENT,
  APR_MIN_PERCENT,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
} from '../constants/lending-limits';
import { interestOnlyMonthlyPayment } from './interest';
import { amortizedMonthlyPayment } from './payments';

export interface OfferTerms {
  /** APR in percentage points. */
  rate: number | null | undefined;
  amount: number | null | undefined;
}

/** The offer card shows only once both the rate and the amount are above zero. */
export function hasDisplayableOffer({ rate, amount }: OfferTerms): boolean {
  return (rate ?? 0) > 0 && (amount ?? 0) > 0;
}

export function isLoanAmountInRange(amount: number): boolean {
  return amount >= LOAN_AMOUNT_MIN && amount <= LOAN_AMOUNT_MAX;
}

export function isAprInRange(aprPercent: number): boolean {
  return aprPercent >= APR_MIN_PERCENT && aprPercent <= APR_MAX_PERCENT;
}

export interface OfferPaymentInput {
  amount: number;
  aprPercent: number;
  termYears: number;
  /** Age-restricted interest-only products (a brand or organisation setting). */
  interestOnly: boolean;
}

export interface OfferPayment {
  monthlyPayment: number;
  /** Interest-only products hide the fixed term. */
  showTerm: boolean;
}

export function offerMonthlyPayment({
  amount,
  aprPercent,
  termYears,
  interestOnly,
}: OfferPaymentInput): OfferPayment {
  return interestOnly
    ? { monthlyPayment: interestOnlyMonthlyPayment(amount, aprPercent), showTerm: false }
    : { monthlyPayment: amortizedMonthlyPayment(amount, aprPercent, termYears), showTerm: true };
}
