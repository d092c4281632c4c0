import { startOfDay } from 'date-fns';
import { z } from 'zod';
import {
  dateFromParts,
  formatApiDate,
  isAdult,
  isValidDate,
  minimumAgeFor,
  parseApiDate,
} from '../format/date';
import { VALIDATION_MESSAGES as M, minimumAgeMessage } from './messages';

export interface AgeRuleContext {
  /** The property's state: Alabama raises the minimum age to 19. */
  state?: string | null;
  /** Injected by tests; defaults to the time of validation. */
  now?: Date;
}

/** A real date from 1900 on and not after today: a date in the future is nobody's birth date. */
function isPlausibleBirthDate(dob: Date | null, now: Date): dob is Date {
  return dob !== null && isValidDate(dob) && dob.getTime() <= startOfDay(now).getTime();
}

/** The message for a birth date, or null when it is acceptable. */
export function dateOfBirthIssue(
  dob: Date | null,
  { state, now = new Date() }: AgeRuleContext = {},
): string | null {
  if (!isPlausibleBirthDate(dob, now)) return M.invalidDate;
  return isAdult(dob, { state, now }) ? null : minimumAgeMessage(minimumAgeFor(state));
}

const zPart = z.union([z.string(), z.number()]).optional();
const isBlank = (part: string | number | undefined) =>
  part === undefined || String(part).trim() === '';

/**
 * The three birth-date fields (day, month, year). Any blank part reads 'Date of birth is
 * required'. The output is the API date (yyyy-MM-dd) that the payload's dob carries.
 */
export function zDateOfBirthParts(context: AgeRuleContext = {}) {
  return z
    .object({ day: zPart, month: zPart, year: zPart }, { error: M.dateOfBirthRequired })
    .transform(({ day, month, year }, ctx) => {
      if (isBlank(day) || isBlank(month) || isBlank(year)) {
        ctx.addIssue({ code: 'custom', message: M.dateOfBirthRequired });
        return z.NEVER;
      }
      const date = dateFromParts({ day: day ?? '', month: month ?? '', year: year ?? '' });
      const issue = dateOfBirthIssue(date, context);
      if (date === null || issue !== null) {
        ctx.addIssue({ code: 'custom', message: issue ?? M.invalidDate });
        return z.NEVER;
      }
      return formatApiDate(date);
    });
}

/**
 * The payload's dob: a real yyyy-MM-dd date. The age rule needs the property's state, so the
 * registration schema applies it.
 */
export const zDateOfBirth = z
  .string({ error: M.dateOfBirthRequired })
  .trim()
  .min(1, { error: M.dateOfBirthRequired, abort: true })
  .refine((value) => isPlausibleBirthDate(parseApiDate(value), new Date()), {
    error: M.invalidDate,
  });
