import { federalLegalHolidayOn } from './federal-holidays';
import { pacificToday } from './pacific-time';
import { isoWeekday } from './us-holidays';

const SATURDAY = 6;
const DAY_MS = 86_400_000;

/**
 * Money moves on banking days: Monday to Friday, except the federal legal holidays the Federal
 * Reserve observes (unlike rescission's business days, Saturdays do not count).
 */
export function isBankingDay(isoDate: string): boolean {
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number);
  return isoWeekday(year, month, day) < SATURDAY && federalLegalHolidayOn(isoDate) === null;
}

/** `at`, or the same time of day on the next banking day (Pacific) when `at` falls on none. */
export function onBankingDay(at: Date): Date {
  let moved = at;
  while (!isBankingDay(pacificToday(moved))) moved = new Date(moved.getTime() + DAY_MS);
  return moved;
}
