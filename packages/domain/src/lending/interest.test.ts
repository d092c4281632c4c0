import { describe, expect, it } from 'vitest';
import { basisPoints, percentToBasisPoints } from '../money/basis-points';
import { cents, dollarsToCents } from '../money/cents';
import {
  DAYS_PER_MONTH,
  DAYS_PER_YEAR,
  dailyInterest,
  interestOnlyMonthlyPayment,
  monthlyInterest,
} from './interest';

describe('calendar', () => {
  it('uses a 365.25-day year and an average month of 365.25 / 12 days', () => {
    expect(DAYS_PER_YEAR).toBe(365.25);
    expect(DAYS_PER_MONTH).toBe(30.4375);
  });
});

describe.each([
  // balance $, APR %, daily $, monthly $, interest-only payment $ (rounded up)
  [100_000, 8.25, 22.59, 687.5, 687.5],
  [50_000, 7.6, 10.4, 316.67, 316.67],
  [400_000, 17.2, 188.36, 5733.33, 5733.34],
  [15_000, 9.99, 4.1, 124.88, 124.88],
  [12_345.67, 10, 3.38, 102.88, 102.89],
  // Exactly half a cent a month: rounded half up, and up for interest only.
  [0.6, 10, 0, 0.01, 0.01],
  // A month's interest of exactly $1.005: floats hold 1.00499..., exact arithmetic rounds to $1.01.
  [120.6, 10, 0.03, 1.01, 1.01],
  // Whole cents a month: nothing to round up.
  [120, 10, 0.03, 1, 1],
  [0, 8.25, 0, 0, 0],
  [100_000, 0, 0, 0, 0],
])('balance $%d at %d%%', (balance, apr, daily, monthly, interestOnly) => {
  const args = [dollarsToCents(balance), percentToBasisPoints(apr)] as const;
  it(`accrues $${daily} a day`, () => {
    expect(dailyInterest(...args)).toBe(dollarsToCents(daily));
  });
  it(`accrues $${monthly} a month`, () => {
    expect(monthlyInterest(...args)).toBe(dollarsToCents(monthly));
  });
  it(`bills $${interestOnly} a month interest-only`, () => {
    expect(interestOnlyMonthlyPayment(...args)).toBe(dollarsToCents(interestOnly));
  });
});

describe('invalid inputs', () => {
  it.each([
    [-1, 800],
    [100, -50],
    [Number.NaN, 800],
    [100, Number.POSITIVE_INFINITY],
    [0.5, 800],
  ])('balance %d cents at %d bp throws', (balance, apr) => {
    expect(() => monthlyInterest(balance as never, apr as never)).toThrow(RangeError);
  });

  it('accepts the largest safe balance without losing a cent', () => {
    expect(monthlyInterest(cents(Number.MAX_SAFE_INTEGER), basisPoints(1200))).toBe(
      cents(90_071_992_547_410),
    );
  });
});
