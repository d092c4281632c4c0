import { describe, expect, it } from 'vitest';
import { basisPoints, percentToBasisPoints } from '../money/basis-points';
import { cents, dollarsToCents } from '../money/cents';
import {
  hasDisplayableOffer,
  isAprInRange,
  isLoanAmountInRange,
  offerMonthlyPayment,
} from './offer';

describe('hasDisplayableOffer', () => {
  it.each([
    [825, 10_000_000, true],
    [0, 10_000_000, false],
    [825, 0, false],
    [null, 10_000_000, false],
    [825, undefined, false],
    [-1, 10_000_000, false],
  ])('rate %j bp, amount %j cents -> %s', (rate, amount, shown) => {
    expect(
      hasDisplayableOffer({
        rate: rate === null ? null : basisPoints(rate),
        amount: amount === undefined ? undefined : cents(amount),
      }),
    ).toBe(shown);
  });
});

describe('limits', () => {
  it.each([
    [14_999.99, false],
    [15_000, true],
    [400_000, true],
    [400_000.01, false],
  ])('amount $%d in range: %s', (amount, inRange) => {
    expect(isLoanAmountInRange(dollarsToCents(amount))).toBe(inRange);
  });

  it.each([
    [7.59, false],
    [7.6, true],
    [17.2, true],
    [17.21, false],
  ])('APR %d%% in range: %s', (apr, inRange) => {
    expect(isAprInRange(percentToBasisPoints(apr))).toBe(inRange);
  });
});

describe('offerMonthlyPayment', () => {
  it.each([
    [true, { monthlyPayment: 5733.34, showTerm: false }],
    [false, { monthlyPayment: 5928.12, showTerm: true }],
  ])('interest only %s', (interestOnly, expected) => {
    expect(
      offerMonthlyPayment({
        amount: dollarsToCents(400_000),
        apr: percentToBasisPoints(17.2),
        termYears: 20,
        interestOnly,
      }),
    ).toEqual({ ...expected, monthlyPayment: dollarsToCents(expected.monthlyPayment) });
  });
});
