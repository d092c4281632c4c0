import type { z } from 'zod';
import { CURRENCY, LOCALE } from '../constants/locale';

/** A plain number of dollars: a branded amount (Cents) is refused at compile time; use formatCents. */
export type Dollars = number & { readonly [z.$brand]?: never };

export const FORMAT_MONEY_ERROR_MESSAGE =
  'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.';

/** Intl accepts at most 100 fraction digits; beyond 20 is never a real money precision. */
const MAX_PRECISION = 20;

/**
 * Formats an amount as US dollars with exactly `precision` decimals. Callers pass form values
 * at runtime, so non-numbers, NaN, infinities, fractional or out-of-range precision all throw.
 */
export function formatMoney(v: Dollars, precision: number): string {
  if (
    typeof v !== 'number' ||
    !Number.isFinite(v) ||
    typeof precision !== 'number' ||
    !Number.isInteger(precision) ||
    precision < 0 ||
    precision > MAX_PRECISION
  ) {
    throw new Error(FORMAT_MONEY_ERROR_MESSAGE);
  }
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  }).format(v);
}
