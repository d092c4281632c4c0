import { ALABAMA } from '../enums/us-state';
import {
  EARLIEST_YEAR,
  MIN_BORROWER_AGE,
  MIN_BORROWER_AGE_ALABAMA,
} from '../constants/field-limits';
import { pacificToday } from '../time/pacific-time';

export type DateInput = Date | string | null | undefined;

export interface DateParts {
  day: string | number;
  month: string | number;
  year: string | number;
}

// Written out rather than with date-fns: its parser and formatter are about 9 KB of compressed
// JavaScript on the first page, for two fixed formats (API_DATE_FORMAT, DISPLAY_DATE_FORMAT).
const API_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Local midnight of that calendar day, or null when it does not exist (no 02/30, no month 13). */
function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(0);
  // setFullYear, not the constructor, which reads years 0-99 as 1900-1999.
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  const exists =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : null;
}

const isRealDate = (date: Date) => !Number.isNaN(date.getTime());
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * yyyy-MM-dd, as the API sends and receives dates; local midnight, so that `formatApiDate` gives
 * the same calendar day back in any process zone.
 */
export function parseApiDate(value: string): Date | null {
  const match = API_DATE_PATTERN.exec(value.trim());
  return match ? calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** MM/dd/yyyy, as dates are shown. */
export function parseDisplayDate(value: string): Date | null {
  const match = DISPLAY_DATE_PATTERN.exec(value.trim());
  return match ? calendarDay(Number(match[3]), Number(match[1]), Number(match[2])) : null;
}

/** Accepts a Date, an API date or a display date. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isRealDate(value) ? value : null;
  return parseApiDate(value) ?? parseDisplayDate(value);
}

/** Day, month and year as typed into three fields; the year must have four digits. */
export function dateFromParts({ day, month, year }: DateParts): Date | null {
  const [d, m, y] = [day, month, year].map((part) => String(part).trim());
  if (!/^\d{1,2}$/.test(d ?? '') || !/^\d{1,2}$/.test(m ?? '') || !/^\d{4}$/.test(y ?? '')) {
    return null;
  }
  return parseApiDate(`${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`);
}

/** MM/dd/yyyy in the process's zone. */
export function formatDisplayDate(date: Date): string {
  if (!isRealDate(date)) throw new RangeError('Invalid time value');
  return `${pad(date.getMonth() + 1, 2)}/${pad(date.getDate(), 2)}/${pad(date.getFullYear(), 4)}`;
}

/** yyyy-MM-dd in the process's zone. */
export function formatApiDate(date: Date): string {
  if (!isRealDate(date)) throw new RangeError('Invalid time value');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

/** A real date whose year is at least `minYear`. */
export function isValidDate(date: DateInput, minYear: number = EARLIEST_YEAR): boolean {
  const parsed = toDate(date);
  return parsed !== null && parsed.getFullYear() >= minYear;
}

/** 18, or 19 for Alabama where the age of majority is 19. */
export function minimumAgeFor(state: string | null | undefined): number {
  return state?.trim().toUpperCase() === ALABAMA ? MIN_BORROWER_AGE_ALABAMA : MIN_BORROWER_AGE;
}

export interface AdultCheckOptions {
  state?: string | null;
  /** The clock's reading (the server's injectable clock); defaults to the current time. */
  now?: Date;
}

/** The yyyy-MM-dd `years` years before a yyyy-MM-dd day; 29 February becomes the 28th. */
function yearsBefore(isoDate: string, years: number): string {
  const year = Number(isoDate.slice(0, 4)) - years;
  const monthDay = isoDate.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

/**
 * Born on or before the same calendar day `minimumAgeFor(state)` years before today, today being
 * the Pacific calendar day of `now` (never the process's zone): a birth date is a calendar day.
 */
export function isAdult(
  dob: DateInput,
  { state, now = new Date() }: AdultCheckOptions = {},
): boolean {
  const birth = toDate(dob);
  if (birth === null || !isValidDate(birth)) return false;
  return formatApiDate(birth) <= yearsBefore(pacificToday(now), minimumAgeFor(state));
}
