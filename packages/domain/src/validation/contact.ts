import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants/field-limits';
import { VALIDATION_MESSAGES as M, phoneDigitsProblem } from './messages';

export const zEmail = z.pipe(
  z
    .string({ error: M.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: M.emailRequired, abort: true }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: M.emailInvalid, abort: true }),
    ),
  z.email({ error: M.emailInvalid }),
);

/** The formatted US mobile number, (###) ###-####, exactly 14 characters. */
const FORMATTED_US_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;

const NATIONAL_DIGITS = 10;

/**
 * A number typed with its country code gets the spec's own message: +1, a 1 before an area code
 * the formatter recognised ('1 (555) 123-45'), or ten or more digits from a 1. '123', which the
 * formatter shows as '1 23', is just too short.
 */
function startsWithCountryCode(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return (
    value.startsWith('+1') ||
    /^1\s*\(/.test(value) ||
    (digits.startsWith('1') && digits.length >= NATIONAL_DIGITS)
  );
}

/** What is wrong with the number, in the spec's words first; null when it is (###) ###-####. */
function phoneProblem(value: string): string | null {
  if (startsWithCountryCode(value)) return M.phoneCountryCode;
  if (FORMATTED_US_PHONE.test(value)) return null;
  const digits = value.replace(/\D/g, '').length;
  return digits === NATIONAL_DIGITS ? M.phoneInvalid : phoneDigitsProblem(digits);
}

export const zPhoneNumber = z.string({ error: M.phoneRequired }).check(
  z.trim(),
  z.minLength(1, { error: M.phoneRequired, abort: true }),
  z.superRefine((value: string, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);
