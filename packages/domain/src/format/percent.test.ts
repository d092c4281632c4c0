import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

describe('formatPercent', () => {
  it.each([
    [7.6, undefined, '7.600%'],
    [17.2, 2, '17.20%'],
    [4.99, 2, '4.99%'],
    [8.25, 0, '8%'],
    [0, undefined, '0.000%'],
    [-1.5, 1, '-1.5%'],
  ])('%d with %j decimals -> %s', (v, decimals, expected) => {
    expect(formatPercent(v, decimals)).toBe(expected);
  });

  it.each([
    ['NaN', Number.NaN, 3],
    ['a string', '7.6', 3],
    ['infinity', Number.NEGATIVE_INFINITY, 3],
    ['null', null, 3],
    ['negative decimals', 7.6, -1],
    ['fractional decimals', 7.6, 1.5],
  ])('answers NaN for %s', (_case, v, decimals) => {
    expect(formatPercent(v as number, decimals)).toBe('NaN');
  });
});
