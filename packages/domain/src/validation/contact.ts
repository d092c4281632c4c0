import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants/field-limits';
import { normalizePhone } from '../format/phone-punctuation';
import { VALIDATION_MESSAGES as M } from './messages';

export const zEmail = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: M.emailInvalid, abort: true })
  .pipe(z.email({ error: M.emailInvalid }));

/** The formatted US mobile number, (###) ###-####, exactly 14 characters. */
const FORMATTED_US_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

/** Typing the country code (1 or +1) gets its own message rather than a generic one. */
const startsWithCountryCode = (value: string) => /^\+?1/.test(normalizePhone(value));

export const zPhoneNumber = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, { error: M.phoneRequired, abort: true })
  .refine((value) => !startsWithCountryCode(value), { error: M.phoneCountryCode, abort: true })
  .regex(FORMATTED_US_PHONE, { error: M.phoneInvalid });
