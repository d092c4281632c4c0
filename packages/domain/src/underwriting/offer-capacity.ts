import { BASIS_POINTS_PER_UNIT, type BasisPoints } from '../money/basis-points';
import { cents, CENTS_PER_DOLLAR, type Cents } from '../money/cents';
import { percentOf } from '../money/percent-of';
import { cltvBandIndex, drawSizeIndex, initialDrawFor } from './offer-rate';
import type { OfferBasis } from './offer-schema';
import { qualifyingMonthlyPayment } from './price-offer';

const MONTHS_PER_YEAR = 12;

export interface DebtCapacity {
  monthlyDebts: Cents;
  /** Annual plus other income. */
  annualIncome: Cents;
  maxDtiBps: BasisPoints;
}

/** (monthly debts + payment) / monthly income, in percent to two decimals. */
export function dtiPercent(capacity: DebtCapacity, monthlyPayment: Cents): number {
  return percentOf(
    (capacity.monthlyDebts + monthlyPayment) * MONTHS_PER_YEAR,
    capacity.annualIncome,
  );
}

function fitsDti(basis: OfferBasis, capacity: DebtCapacity, amount: Cents): boolean {
  // (debts + payment) x 12 / annual income <= max DTI, multiplied out so nothing is rounded.
  const payment = qualifyingMonthlyPayment(basis, amount);
  return (
    BigInt((capacity.monthlyDebts + payment) * MONTHS_PER_YEAR) * BASIS_POINTS_PER_UNIT <=
    BigInt(capacity.maxDtiBps) * BigInt(capacity.annualIncome)
  );
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
 * fits the debt-to-income limit, or $1 less than `low` when `low` itself does not.
 *
 * The rate is a step function of the amount (CLTV band, draw-size row), so the range is walked
 * one rate step at a time; within a step the payment only grows with the amount, which makes a
 * binary search exact. A larger draw can earn a lower rate, so a later step may fit again: the
 * walk stops at the first amount that does not fit, keeping the offered range without gaps.
 */
export function maxAmountWithinDti(
  basis: OfferBasis,
  capacity: DebtCapacity,
  low: Cents,
  high: Cents,
): Cents {
  // The search runs over whole dollars: offers are made in whole dollars.
  const amount = (dollars: number) => cents(dollars * CENTS_PER_DOLLAR);
  const stepKey = (dollars: number) =>
    `${cltvBandIndex(basis.pricing, amount(dollars))}:${drawSizeIndex(basis.pricing, initialDrawFor(basis, amount(dollars)))}`;
  const fits = (dollars: number) => fitsDti(basis, capacity, amount(dollars));
  const lowDollars = Math.ceil(low / CENTS_PER_DOLLAR);
  const highDollars = Math.floor(high / CENTS_PER_DOLLAR);
  let start = lowDollars;
  while (start <= highDollars) {
    const key = stepKey(start);
    const end = lastTrue(start, highDollars, (dollars) => stepKey(dollars) === key);
    if (!fits(end)) return amount(lastTrue(start, end, fits));
    start = end + 1;
  }
  return amount(highDollars);
}
