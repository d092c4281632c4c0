import { describe, expect, it } from 'vitest';
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
  // balance, APR %, daily, monthly, interest-only payment (rounded up)
  [100_000, 8.25, 22.59, 687.5, 687.5],
  [50_000, 7.6, 10.4, 316.67, 316.67],
  [400_000, 17.2, 188.36, 5733.33, 5733.34],
  [15_000, 9.99, 4.1, 124.88, 124.88],
  [12_345.67, 10, 3.38, 102.88, 102.89],
  [0, 8.25, 0, 0, 0],
  [100_000, 0, 0, 0, 0],
])('balance %d at %d%%', (balance, apr, daily, monthly, interestOnly) => {
  it(`accrues ${daily} a day`, () => {
    expect(dailyInterest(balance, apr)).toBe(daily);
  });

  it(`accrues ${monthly} a month`, () => {
    expect(monthlyInterest(balance, apr)).toBe(monthly);
  });

  it(`bills ${interestOnly} a month interest-only`, () => {
    expect(interestOnlyMonthlyPayment(balance, apr)).toBe(interestOnly);
  });
});

describe('invalid inputs', () => {
  it.each([
    [-1, 8],
    [100, -0.5],
    [Number.NaN, 8],
    [100, Number.POSITIVE_INFINITY],
  ])('balance %d at %d%% throws', (balance, apr) => {
    expect(() => monthlyInterest(balance, apr)).toThrow(RangeError);
  });
});
