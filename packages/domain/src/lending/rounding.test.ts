import { describe, expect, it } from 'vitest';
import { roundTo, roundUpTo } from './rounding';

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [-1.005, 2, -1.01],
    [2.675, 2, 2.68],
    [1234.5678, 2, 1234.57],
    [0.5, 0, 1],
    [1.23456, 4, 1.2346],
    [0, 2, 0],
  ])('%d to %d decimals -> %d', (value, decimals, rounded) => {
    expect(roundTo(value, decimals)).toBe(rounded);
  });

  it('defaults to 2 decimals', () => {
    expect(roundTo(3.14159)).toBe(3.14);
  });
});

describe('roundUpTo', () => {
  it.each([
    [1.001, 2, 1.01],
    [1.01, 2, 1.01],
    [0.1 + 0.2, 2, 0.3],
    [687.5, 2, 687.5],
    [5733.333333, 2, 5733.34],
    [-1.009, 2, -1],
    [12.1, 0, 13],
  ])('%d to %d decimals -> %d', (value, decimals, rounded) => {
    expect(roundUpTo(value, decimals)).toBe(rounded);
  });
});

describe('decimals validation', () => {
  it.each([-1, 1.5, 11])('rejects %d decimals', (decimals) => {
    expect(() => roundTo(1, decimals)).toThrow(RangeError);
    expect(() => roundUpTo(1, decimals)).toThrow(RangeError);
  });
});
