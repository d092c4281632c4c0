import { describe, expect, it } from 'vitest';
import { amortizedMonthlyPayment } from './payments';

describe('amortizedMonthlyPayment', () => {
  it.each([
    [100_000, 6, 30, 599.55],
    [100_000, 8.25, 30, 751.27],
    [50_000, 7.6, 10, 596.12],
    [400_000, 17.2, 20, 5928.12],
    [15_000, 0, 5, 250],
    [0, 8, 10, 0],
  ])('%d at %d%% over %d years -> %d', (principal, apr, years, payment) => {
    expect(amortizedMonthlyPayment(principal, apr, years)).toBe(payment);
  });

  it.each([
    [-1, 8, 10],
    [1000, -1, 10],
    [1000, 8, 0],
    [1000, 8, Number.NaN],
  ])('%d at %d%% over %d years throws', (principal, apr, years) => {
    expect(() => amortizedMonthlyPayment(principal, apr, years)).toThrow(RangeError);
  });
});
