import { describe, expect, it } from 'vitest';
import { divideRoundingHalfUp, divideRoundingUp } from './exact-division';

describe('exact division', () => {
  it.each([
    [10n, 4n, 3n, 3n],
    [9n, 4n, 2n, 3n],
    [11n, 4n, 3n, 3n],
    [8n, 4n, 2n, 2n],
    [0n, 7n, 0n, 0n],
    [1n, 200n, 0n, 1n],
  ])('%d / %d -> %d half up, %d up', (numerator, denominator, halfUp, up) => {
    expect(divideRoundingHalfUp(numerator, denominator)).toBe(halfUp);
    expect(divideRoundingUp(numerator, denominator)).toBe(up);
  });

  it.each([
    [-1n, 2n],
    [1n, 0n],
  ])('refuses %d / %d', (numerator, denominator) => {
    expect(() => divideRoundingHalfUp(numerator, denominator)).toThrow(RangeError);
  });
});
