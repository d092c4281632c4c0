import type { BasisPoints } from '../money/basis-points';
import { BASIS_POINTS_PER_UNIT } from '../money/basis-points';
import { cents, type Cents } from '../money/cents';
import { divideRoundingHalfUp, divideRoundingUp } from '../money/exact-division';

/** Interest accrues daily over an average year that counts leap years. */
export const DAYS_PER_YEAR = 365.25;
export const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;

/** 365.25 and 365.25 / 12 as exact fractions of whole numbers. */
const YEAR_DAYS = { numerator: 1461n, denominator: 4n };
const MONTH_DAYS = { numerator: 1461n, denominator: 48n };

function assertNonNegative(balance: Cents, apr: BasisPoints): void {
  if (!Number.isSafeInteger(balance) || balance < 0) {
    throw new RangeError(`balance must be a whole, non-negative number of cents: ${balance}`);
  }
  if (!Number.isSafeInteger(apr) || apr < 0) {
    throw new RangeError(`apr must be a whole, non-negative number of basis points: ${apr}`);
  }
}

/**
 * Interest on `balance` for `days` days (an exact fraction), as numerator / denominator of cents:
 * balance x apr / 10,000 x days / 365.25, with nothing rounded.
 */
function interestFraction(
  balance: Cents,
  apr: BasisPoints,
  days: { numerator: bigint; denominator: bigint },
): [bigint, bigint] {
  assertNonNegative(balance, apr);
  return [
    BigInt(balance) * BigInt(apr) * days.numerator * YEAR_DAYS.denominator,
    BASIS_POINTS_PER_UNIT * days.denominator * YEAR_DAYS.numerator,
  ];
}

/** One day's interest, to the nearest cent (half a cent up). */
export function dailyInterest(balance: Cents, apr: BasisPoints): Cents {
  const [numerator, denominator] = interestFraction(balance, apr, {
    numerator: 1n,
    denominator: 1n,
  });
  return cents(divideRoundingHalfUp(numerator, denominator));
}

/** An average month's interest (365.25 / 12 days), to the nearest cent. */
export function monthlyInterest(balance: Cents, apr: BasisPoints): Cents {
  return cents(divideRoundingHalfUp(...interestFraction(balance, apr, MONTH_DAYS)));
}

/** Interest-only products bill the month's interest rounded up, so no fraction of a cent is left unpaid. */
export function interestOnlyMonthlyPayment(balance: Cents, apr: BasisPoints): Cents {
  return cents(divideRoundingUp(...interestFraction(balance, apr, MONTH_DAYS)));
}
