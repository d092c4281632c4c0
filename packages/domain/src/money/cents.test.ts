import { describe, expect, it } from 'vitest';
import {
  addCents,
  cents,
  centsFromDecimal,
  centsToDecimal,
  centsToDollars,
  dollarsToCents,
  formatCents,
  isWholeCents,
} from './cents';
import { MAX_CENTS, zCents } from './cents-schema';

describe('dollarsToCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.5, 1250],
    [1234.56, 123_456],
    [0.07, 7],
    [-0.07, -7],
    [9_999_999, 999_999_900],
  ])('$%d -> %d cents', (dollars, expected) => {
    expect(dollarsToCents(dollars)).toBe(expected);
  });

  it.each([1.005, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 1e21])(
    'refuses %d',
    (dollars) => {
      expect(() => dollarsToCents(dollars)).toThrow(RangeError);
      expect(isWholeCents(dollars)).toBe(false);
    },
  );

  it('goes back to the same dollars', () => {
    expect(centsToDollars(dollarsToCents(1234.56))).toBe(1234.56);
  });
});

describe('numeric columns', () => {
  it.each([
    ['1234.50', 123_450],
    ['1234.5', 123_450],
    ['12', 1200],
    ['0.07', 7],
    ['-0.07', -7],
    ['9999999999.99', 999_999_999_999],
    ['15000.00', 1_500_000],
  ])('%s -> %d cents', (text, expected) => {
    expect(centsFromDecimal(text)).toBe(expected);
  });

  it.each(['', '1.005', 'abc', '1e3', '1,000.00'])('refuses %j', (text) => {
    expect(() => centsFromDecimal(text)).toThrow(RangeError);
  });

  it.each([
    [123_450, '1234.50'],
    [7, '0.07'],
    [-7, '-0.07'],
    [0, '0.00'],
    [999_999_999_999, '9999999999.99'],
  ])('%d cents -> %s', (amount, text) => {
    expect(centsToDecimal(cents(amount))).toBe(text);
  });
});

describe('formatCents', () => {
  it.each([
    [123_450, 2, '$1,234.50'],
    [123_450, 0, '$1,235'],
    [123_449, 0, '$1,234'],
    [1_500_000, 0, '$15,000'],
    [7, 2, '$0.07'],
    [-7, 2, '-$0.07'],
    [40_000_000, 2, '$400,000.00'],
  ])('%d cents with %d decimals -> %s', (amount, precision, text) => {
    expect(formatCents(cents(amount), precision)).toBe(text);
  });
});

describe('zCents and cents', () => {
  it.each([[0], [1], [-5], [MAX_CENTS], [-MAX_CENTS]])('accepts %d', (value) => {
    expect(zCents.parse(value)).toBe(value);
  });

  it.each([[0.5], [Number.NaN], [MAX_CENTS + 1], [-MAX_CENTS - 1], ['100']])(
    'refuses %j',
    (value) => {
      expect(zCents.safeParse(value).success).toBe(false);
    },
  );

  it('adds whole cents', () => {
    expect(addCents(cents(10), cents(20), cents(-5))).toBe(25);
    expect(() => cents(0.5)).toThrow(RangeError);
    expect(cents(12n)).toBe(12);
  });
});
