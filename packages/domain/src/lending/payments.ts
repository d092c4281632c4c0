import { DAYS_PER_MONTH, DAYS_PER_YEAR } from './interest';
import { roundTo } from './rounding';

const MONTHS_PER_YEAR = 12;

/**
 * Level monthly payment that repays `principal` over `termYears`, with the monthly rate an
 * average month's share of the APR. A zero rate repays the principal in equal parts.
 */
export function amortizedMonthlyPayment(
  principal: number,
  aprPercent: number,
  termYears: number,
): number {
  if (!Number.isFinite(principal) || principal < 0) {
    throw new RangeError(`principal must be a finite, non-negative number: ${principal}`);
  }
  if (!Number.isFinite(aprPercent) || aprPercent < 0) {
    throw new RangeError(`aprPercent must be a finite, non-negative number: ${aprPercent}`);
  }
  if (!Number.isFinite(termYears) || termYears <= 0) {
    throw new RangeError(`termYears must be a positive number: ${termYears}`);
  }
  const months = Math.round(termYears * MONTHS_PER_YEAR);
  const monthlyRate = (aprPercent / 100) * (DAYS_PER_MONTH / DAYS_PER_YEAR);
  if (monthlyRate === 0) return roundTo(principal / months);
  return roundTo((principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months));
}
