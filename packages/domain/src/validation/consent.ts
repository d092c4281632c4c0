import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';

/** A checkbox that must be ticked (terms and privacy, communication). */
export const zRequiredConsent = z
  .boolean({ error: M.required })
  .check(z.refine((checked) => checked, { error: M.required }));

/** An optional checkbox (SMS marketing, SMS transactional); false unless ticked. */
export const zOptionalConsent = z.boolean().default(false);
