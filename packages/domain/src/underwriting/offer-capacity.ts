import { roundTo } from '../lending/rounding';
import { cltvBandIndex, drawSizeIndex, initialDrawFor } from './offer-rate';
import type { OfferBasis } from './offer-schema';
import { qualifyingMonthlyPayment } from './price-offer';

export interface DebtCapacity {
  monthlyDebts: number;
  /** Annual plus other income. */
  annualIncome: number;
  maxDtiPercent: number;
}

/** (monthly debts + payment) / monthly income, in percent to two decimals. */
export function dtiPercent(capacity: DebtCapacity, monthlyPayment: number): number {
  return roundTo(((capacity.monthlyDebts + monthlyPayment) * 1200) / capacity.annualIncome);
}

function fitsDti(basis: OfferBasis, capacity: DebtCapacity, amount: number): boolean {
  // Both sides scaled by 12 x 100 so the comparison needs no rounded monthly income.
  const payment = qualifyingMonthlyPayment(basis, amount);
  return (capacity.monthlyDebts + payment) * 1200 <= capacity.maxDtiPercent * capacity.annualIncome;
}

/** Largest x in [low, high] with test(x), for a test that holds on a prefix of the range. */
function lastTrue(low: number, high: number, test: (x: number) => boolean): number {
  let found = low - 1;
  let lo = low;
  let hi = high;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (test(mid)) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/**
 * The largest whole-dollar amount in [low, high] such that every amount from `low` up to it
 * fits the debt-to-income limit, or low - 1 when `low` itself does not.
 *
 * The rate is a step function of the amount (CLTV band, draw-size row), so the range is walked
 * one rate step at a time; within a step the payment only grows with the amount, which makes a
 * binary search exact. A larger draw can earn a lower rate, so a later step may fit again: the
 * walk stops at the first amount that does not fit, keeping the offered range without gaps.
 */
export function maxAmountWithinDti(
  basis: OfferBasis,
  capacity: DebtCapacity,
  low: number,
  high: number,
): number {
  const stepKey = (amount: number) =>
    `${cltvBandIndex(basis.pricing, amount)}:${drawSizeIndex(basis.pricing, initialDrawFor(basis, amount))}`;
  let start = low;
  while (start <= high) {
    const key = stepKey(start);
    const end = lastTrue(start, high, (amount) => stepKey(amount) === key);
    if (!fitsDti(basis, capacity, end)) {
      return lastTrue(start, end, (amount) => fitsDti(basis, capacity, amount));
    }
    start = end + 1;
  }
  return high;
}
