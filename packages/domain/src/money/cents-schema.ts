import { z } from 'zod';

/**
 * One billion US dollars in cents: above any home, line, balance, income or fee this product
 * handles, and far inside the safe integers, so sums of a few amounts stay exact.
 */
export const MAX_CENTS = 100_000_000_000;

/** A whole number of US cents (1 USD = 100) within ±MAX_CENTS, branded Cents. */
export const zCents = z
  .number()
  .int()
  .min(-MAX_CENTS)
  .max(MAX_CENTS)
  .describe('Money in whole US cents (1 USD = 100 cents), at most one billion dollars either way')
  .brand<'Cents'>();
