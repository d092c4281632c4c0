import { describe, expect, it } from 'vitest';
import { percentToBasisPoints } from '../money/basis-points';
import { dollarsToCents } from '../money/cents';
import { amortizedMonthlyPayment } from './payments';

describe('amortizedMonthlyPayment', () => {
  it.each([
    // principal $, APR %, years, payment $
    [100_000, 6, 30, 599.55],
    [100_000, 8.25, 30, 751.27],
    [50_000, 7.6, 10, 596.12],
    [400_000, 17.2, 20, 5928.12],
    [15_000, 0, 5, 250],
    [10_000, 0, 3, 277.78],
    [0, 8, 10, 0],
    [1, 12, 1, 0.09],
  ])('$%d at %d%% over %d years -> $%d', (principal, apr, years, payment) => {
    expect(
      amortizedMonthlyPayment(dollarsToCents(principal), percentToBasisPoints(apr), years),
    ).toBe(dollarsToCents(payment));
  });

  it.each([
    [-1, 800, 10],
    [1000, -100, 10],
    [1000, 800, 0],
    [1000, 800, Number.NaN],
    [1000, 800, 2.5],
    [10.5, 800, 10],
  ])('%d cents at %d bp over %d years throws', (principal, apr, years) => {
    expect(() => amortizedMonthlyPayment(principal as never, apr as never, years)).toThrow(
      RangeError,
    );
  });
});
