import {
  APR_MAX_PERCENT,
  APR_MIN_PERCENT,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
} from '../constants/lending-limits';
import { percentToBasisPoints, type BasisPoints } from '../money/basis-points';
import { dollarsToCents, type Cents } from '../money/cents';
import { interestOnlyMonthlyPayment } from './interest';
import { amortizedMonthlyPayment } from './payments';

export interface OfferTerms {
  rate: BasisPoints | null | undefined;
  amount: Cents | null | undefined;
}

/** The offer card shows only once both the rate and the amount are above zero. */
export function hasDisplayableOffer({ rate, amount }: OfferTerms): boolean {
  return (rate ?? 0) > 0 && (amount ?? 0) > 0;
}

export function isLoanAmountInRange(amount: Cents): boolean {
  return amount >= dollarsToCents(LOAN_AMOUNT_MIN) && amount <= dollarsToCents(LOAN_AMOUNT_MAX);
}

export function isAprInRange(apr: BasisPoints): boolean {
  return (
    apr >= percentToBasisPoints(APR_MIN_PERCENT) && apr <= percentToBasisPoints(APR_MAX_PERCENT)
  );
}

export interface OfferPaymentInput {
  amount: Cents;
  apr: BasisPoints;
  termYears: number;
  /** Age-restricted interest-only products (a brand or organisation setting). */
  interestOnly: boolean;
}

export interface OfferPayment {
  monthlyPayment: Cents;
  /** Interest-only products hide the fixed term. */
  showTerm: boolean;
}

export function offerMonthlyPayment({
  amount,
  apr,
  termYears,
  interestOnly,
}: OfferPaymentInput): OfferPayment {
  return interestOnly
    ? { monthlyPayment: interestOnlyMonthlyPayment(amount, apr), showTerm: false }
    : { monthlyPayment: amortizedMonthlyPayment(amount, apr, termYears), showTerm: true };
}
