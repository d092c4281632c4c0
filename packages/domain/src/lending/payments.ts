import { BASIS_POINTS_PER_UNIT, type BasisPoints } from '../money/basis-points';
import { cents, type Cents } from '../money/cents';
import { divideRoundingHalfUp } from '../money/exact-division';

const MONTHS_PER_YEAR = 12n;

/**
 * The payment per cent of principal as an exact fraction. With a monthly rate r = a / d (an
 * average month's share of the APR: apr / 10,000 x (365.25 / 12) / 365.25, so d = 120,000) and n
 * months, payment = P x r (1 + r)^n / ((1 + r)^n - 1) = P x a (d + a)^n / (d ((d + a)^n - d^n)).
 * Kept per rate and term: the debt-to-income search prices one offer at many amounts.
 */
const factors = new Map<string, [bigint, bigint]>();
function paymentFactor(apr: BasisPoints, months: bigint): [bigint, bigint] {
  const key = `${apr}:${months}`;
  const known = factors.get(key);
  if (known) return known;
  const a = BigInt(apr);
  const d = BASIS_POINTS_PER_UNIT * MONTHS_PER_YEAR;
  const grown = (d + a) ** months;
  const factor: [bigint, bigint] = [a * grown, d * (grown - d ** months)];
  if (factors.size > 1000) factors.clear();
  factors.set(key, factor);
  return factor;
}

/**
 * Level monthly payment that repays `principal` over `termYears`, to the nearest cent. A zero
 * rate repays the principal in equal parts.
 */
export function amortizedMonthlyPayment(
  principal: Cents,
  apr: BasisPoints,
  termYears: number,
): Cents {
  if (!Number.isSafeInteger(principal) || principal < 0) {
    throw new RangeError(`principal must be a whole, non-negative number of cents: ${principal}`);
  }
  if (!Number.isSafeInteger(apr) || apr < 0) {
    throw new RangeError(`apr must be a whole, non-negative number of basis points: ${apr}`);
  }
  if (!Number.isInteger(termYears) || termYears <= 0) {
    throw new RangeError(`termYears must be a positive whole number: ${termYears}`);
  }
  const months = BigInt(termYears) * MONTHS_PER_YEAR;
  if (apr === 0) return cents(divideRoundingHalfUp(BigInt(principal), months));
  const [numerator, denominator] = paymentFactor(apr, months);
  return cents(divideRoundingHalfUp(BigInt(principal) * numerator, denominator));
}
