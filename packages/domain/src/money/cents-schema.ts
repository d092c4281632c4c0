import { z } from 'zod';

/** A whole number of cents within the safe integers, branded Cents. */
export const zCents = z
  .number()
  .int()
  .min(-Number.MAX_SAFE_INTEGER)
  .max(Number.MAX_SAFE_INTEGER)
  .brand<'Cents'>();
