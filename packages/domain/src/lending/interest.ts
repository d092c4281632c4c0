import { roundTo, roundUpTo } from './rounding';

/** Interest accrues daily over an average year that counts leap years. */
export const DAYS_PER_YEAR = 365.25;
export const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;

function assertAmount(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite, non-negative number: ${value}`);
  }
}

/** Unrounded interest for one day; the APR is in percentage points (8.25 for 8.25%). */
export function exactDailyInterest(balance: number, aprPercent: number): number {
  assertAmount('balance', balance);
  assertAmount('aprPercent', aprPercent);
  return (balance * (aprPercent / 100)) / DAYS_PER_YEAR;
}

/** Unrounded interest for an average month of 365.25 / 12 days. */
export function exactMonthlyInterest(balance: number, aprPercent: number): number {
  return exactDailyInterest(balance, aprPercent) * DAYS_PER_MONTH;
}

export function dailyInterest(balance: number, aprPercent: number): number {
  return roundTo(exactDailyInterest(balance, aprPercent));
}

export function monthlyInterest(balance: number, aprPercent: number): number {
  return roundTo(exactMonthlyInterest(balance, aprPercent));
}

/** Interest-only products bill the month's interest rounded up, so no fraction of a cent is left unpaid. */
export function interestOnlyMonthlyPayment(balance: number, aprPercent: number): number {
  return roundUpTo(exactMonthlyInterest(balance, aprPercent));
}
