import { describe, expect, it } from 'vitest';
import {
  addBasisPoints,
  basisPoints,
  basisPointsToPercent,
  formatBasisPoints,
  isWholeBasisPoints,
  percentToBasisPoints,
  zBasisPoints,
} from './basis-points';

describe('percentToBasisPoints', () => {
  it.each([
    [7.25, 725],
    [0.5, 50],
    [4.99, 499],
    [17.2, 1720],
    [0, 0],
    [-0.25, -25],
  ])('%d%% -> %d bp', (percent, expected) => {
    expect(percentToBasisPoints(percent)).toBe(expected);
    expect(basisPointsToPercent(basisPoints(expected))).toBe(percent);
  });

  it.each([7.125, 0.1 + 0.2, Number.NaN])('refuses %d%%', (percent) => {
    expect(() => percentToBasisPoints(percent)).toThrow(RangeError);
    expect(isWholeBasisPoints(percent)).toBe(false);
  });
});

describe('formatBasisPoints', () => {
  it.each([
    [760, 3, '7.600%'],
    [1720, 3, '17.200%'],
    [825, 2, '8.25%'],
    [5, 3, '0.050%'],
    [-25, 3, '-0.250%'],
    [825, 1, '8.3%'],
  ])('%d bp with %d decimals -> %s', (rate, decimals, text) => {
    expect(formatBasisPoints(basisPoints(rate), decimals)).toBe(text);
  });
});

describe('zBasisPoints', () => {
  it('accepts whole basis points only', () => {
    expect(zBasisPoints.parse(825)).toBe(825);
    expect(zBasisPoints.safeParse(82.5).success).toBe(false);
    expect(addBasisPoints(basisPoints(725), basisPoints(50), basisPoints(-25))).toBe(750);
  });
});
