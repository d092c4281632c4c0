import { describe, expect, it } from 'vitest';
import {
  hasDisplayableOffer,
  isAprInRange,
  isLoanAmountInRange,
  offerMonthlyPayment,
} from './offer';

describe('hasDisplayableOffer', () => {
  it.each([
    [8.25, 100_000, true],
    [0, 100_000, false],
    [8.25, 0, false],
    [null, 100_000, false],
    [8.25, undefined, false],
    [-1, 100_000, false],
  ])('rate %j, amount %j -> %s', (rate, amount, shown) => {
    expect(hasDisplayableOffer({ rate, amount })).toBe(shown);
  });
});

describe('limits', () => {
  it.each([
    [14_999, false],
    [15_000, true],
    [400_000, true],
    [400_001, false],
  ])('amount %d in range: %s', (amount, inRange) => {
    expect(isLoanAmountInRange(amount)).toBe(inRange);
  });

  it.each([
    [7.59, false],
    [7.6, true],
    [17.2, true],
    [17.21, false],
  ])('APR %d in range: %s', (apr, inRange) => {
    expect(isAprInRange(apr)).toBe(inRange);
  });
});

describe('offerMonthlyPayment', () => {
  it.each([
    [true, { monthlyPayment: 5733.34, showTerm: false }],
    [false, { monthlyPayment: 5928.12, showTerm: true }],
  ])('interest only %s', (interestOnly, expected) => {
    expect(
      offerMonthlyPayment({ amount: 400_000, aprPercent: 17.2, termYears: 20, interestOnly }),
    ).toEqual(expected);
  });
});
