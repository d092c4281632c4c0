import { z } from 'zod';
import {
  dateFromParts,
  formatApiDate,
  isAdult,
  isValidDate,
  minimumAgeFor,
  parseApiDate,
} from '../format/date';
import { EARLIEST_YEAR } from '../constants/field-limits';
import { pacificToday } from '../time/pacific-time';
import {
  DATE_PART_PROBLEMS,
  VALIDATION_MESSAGES as M,
  dayProblem,
  minimumAgeMessage,
} from './messages';

export interface AgeRuleContext {
  /** The property's state: Alabama raises the minimum age to 19. */
  state?: string | null;
  /** The clock's reading (the server's injectable clock); defaults to the time of validation. */
  now?: Date;
}

/**
 * A real date from 1900 on and not after today (Pacific): a date in the future is nobody's birth
 * date.
 */
function isPlausibleBirthDate(dob: Date | null, now: Date): dob is Date {
  return dob !== null && isValidDate(dob) && formatApiDate(dob) <= pacificToday(now);
}

/** The message for a birth date, or null when it is acceptable. */
export function dateOfBirthIssue(
  dob: Date | null,
  { state, now = new Date() }: AgeRuleContext = {},
): string | null {
  if (!isPlausibleBirthDate(dob, now)) return M.invalidDate;
  return isAdult(dob, { state, now }) ? null : minimumAgeMessage(minimumAgeFor(state));
}

export type DatePartName = 'month' | 'day' | 'year';

const isWholeNumber = (text: string, maxDigits: number) =>
  new RegExp(`^\\d{1,${maxDigits}}$`).test(text);

/** Days in a month of a year (February of a leap year has 29). */
const lastDayOf = (month: number, year: number) => new Date(year, month, 0).getDate();

/**
 * Which part of a typed date is wrong and why, or null when each part could be right. The
 * month is judged first, then the year, then the day (whose last value depends on both).
 */
export function datePartProblem(parts: {
  day: string;
  month: string;
  year: string;
}): { part: DatePartName; message: string } | null {
  const [day, month, year] = [parts.day, parts.month, parts.year].map((part) => part.trim());
  const monthNumber = Number(month);
  if (!isWholeNumber(month ?? '', 2) || monthNumber < 1 || monthNumber > 12) {
    return { part: 'month', message: DATE_PART_PROBLEMS.month };
  }
  if (!/^\d{4}$/.test(year ?? '') || Number(year) < EARLIEST_YEAR) {
    return { part: 'year', message: DATE_PART_PROBLEMS.year };
  }
  const lastDay = lastDayOf(monthNumber, Number(year));
  const dayNumber = Number(day);
  if (!isWholeNumber(day ?? '', 2) || dayNumber < 1 || dayNumber > lastDay) {
    return { part: 'day', message: dayProblem(lastDay) };
  }
  return null;
}

const zPart = z.optional(z.union([z.string(), z.number()]));
type DateParts = { day?: string | number; month?: string | number; year?: string | number };
const isBlank = (part: string | number | undefined) =>
  part === undefined || String(part).trim() === '';

/**
 * The three birth-date fields (day, month, year). Any blank part reads 'Date of birth is
 * required'; a part that cannot be right is named, and its message sits on that part (so the
 * error summary links to it). The output is the API date (yyyy-MM-dd) that the payload's dob
 * carries.
 */
export function zDateOfBirthParts(context: AgeRuleContext = {}) {
  return z.pipe(
    z.object({ day: zPart, month: zPart, year: zPart }, { error: M.dateOfBirthRequired }),
    z.transform((parts: DateParts, payload) => {
      const read = readDateOfBirthParts(parts, context);
      if ('apiDate' in read) return read.apiDate;
      payload.issues.push({ code: 'custom', input: parts, ...read });
      return z.NEVER;
    }),
  );
}

type DatePartsReading = { apiDate: string } | { message: string; path?: [DatePartName] };

/** The typed parts as the API date, or the one problem to show (on a part when it is that part's). */
function readDateOfBirthParts(
  { day, month, year }: DateParts,
  context: AgeRuleContext,
): DatePartsReading {
  if (isBlank(day) || isBlank(month) || isBlank(year)) return { message: M.dateOfBirthRequired };
  const typed = { day: String(day), month: String(month), year: String(year) };
  const partProblem = datePartProblem(typed);
  if (partProblem) return { message: partProblem.message, path: [partProblem.part] };
  const date = dateFromParts(typed);
  const now = context.now ?? new Date();
  if (date !== null && formatApiDate(date) > pacificToday(now)) {
    return { message: DATE_PART_PROBLEMS.future };
  }
  const issue = dateOfBirthIssue(date, context);
  if (date === null || issue !== null) return { message: issue ?? M.invalidDate };
  return { apiDate: formatApiDate(date) };
}

/**
 * The payload's dob: a real yyyy-MM-dd date. The age rule needs the property's state, so the
 * registration schema applies it.
 */
export const zDateOfBirth = z.string({ error: M.dateOfBirthRequired }).check(
  z.trim(),
  z.minLength(1, { error: M.dateOfBirthRequired, abort: true }),
  z.refine((value) => isPlausibleBirthDate(parseApiDate(value), new Date()), {
    error: M.invalidDate,
  }),
);
