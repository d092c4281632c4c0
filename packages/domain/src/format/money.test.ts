import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

const message =
  'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.';

describe('formatMoney', () => {
  it.each([
    [15000, 0, '$15,000'],
    [400000, 0, '$400,000'],
    [1234.5, 2, '$1,234.50'],
    [0, 2, '$0.00'],
    [-42.125, 2, '-$42.13'],
    [99.999, 0, '$100'],
    [1400, 0, '$1,400'],
    [7, 3, '$7.000'],
  ])('%d with precision %d -> %s', (v, precision, expected) => {
    expect(formatMoney(v, precision)).toBe(expected);
  });

  it.each([
    ['a string amount', '12', 2],
    ['NaN amount', Number.NaN, 2],
    ['infinite amount', Number.POSITIVE_INFINITY, 2],
    ['undefined amount', undefined, 2],
    ['a string precision', 12, '2'],
    ['NaN precision', 12, Number.NaN],
    ['negative precision', 12, -1],
    ['fractional precision', 12, 1.5],
    ['precision above 20', 12, 21],
  ])('throws the spec message for %s', (_case, v, precision) => {
    expect(() => formatMoney(v as number, precision as number)).toThrow(new Error(message));
  });
});
