import type { z } from 'zod';
import { CURRENCY, LOCALE } from '../constants/locale';

/**
 * An amount of money as a whole number of cents. Every amount is held, stored, computed and
 * sent as cents; dollars exist only where a person reads or types them (formatCents, dollarsToCents).
 * Its schema, zCents, is in cents-schema.ts: these helpers are loaded where no schema is.
 */
export type Cents = number & z.$brand<'Cents'>;

export const CENTS_PER_DOLLAR = 100;

/** Brands a whole number of cents; anything else is a programming error. */
export function cents(value: number | bigint): Cents {
  const number = typeof value === 'bigint' ? Number(value) : value;
  if (!Number.isSafeInteger(number)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return number as Cents;
}

export const ZERO_CENTS = cents(0);

/**
 * Dollars as typed or configured (120000, 12.5, 1234.56) to cents. The decimal text of the number
 * is read digit by digit, so 1.005 is refused rather than silently rounded.
 */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of dollars: ${dollars}`);
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(dollars));
  if (!match) throw new RangeError(`Not a whole number of cents: ${dollars}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return cents(sign ? -magnitude : magnitude);
}

/** Whether a number of dollars is a whole number of cents (form and configuration checks). */
export function isWholeCents(dollars: number): boolean {
  return Number.isFinite(dollars) && /^-?\d+(\.\d{1,2})?$/.test(String(dollars));
}

/** Cents to dollars for a form field's value or a wire format that wants dollars; never for arithmetic. */
export function centsToDollars(amount: Cents): number {
  return amount / CENTS_PER_DOLLAR;
}

/** A PostgreSQL numeric with two decimals ('1234.50', '-0.07', '12') to cents, without a float in between. */
export function centsFromDecimal(text: string): Cents {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal amount of dollars: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return cents(sign ? -magnitude : magnitude);
}

/** Cents as a decimal string with two places ('1234.50'), for a numeric column. */
export function centsToDecimal(amount: Cents): string {
  const magnitude = Math.abs(amount);
  const whole = Math.trunc(magnitude / CENTS_PER_DOLLAR);
  const fraction = String(magnitude % CENTS_PER_DOLLAR).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}${whole}.${fraction}`;
}

export function addCents(...amounts: Cents[]): Cents {
  return cents(amounts.reduce<number>((sum, amount) => sum + amount, 0));
}

export function subtractCents(from: Cents, amount: Cents): Cents {
  return cents(from - amount);
}

/**
 * Formats cents as US dollars with `precision` decimals (2: '$1,234.50', 0: '$1,235').
 * A division by 100 is exact enough for display: the nearest double to n/100 rounds to n/100.
 */
export function formatCents(amount: Cents, precision = 2): string {
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  }).format(amount / CENTS_PER_DOLLAR);
}
