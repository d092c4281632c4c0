import { holidayDayOf, pad2, type HolidayRule } from './us-holidays';

/** The legal public holidays of 5 U.S.C. 6103(a). */
export const FEDERAL_LEGAL_HOLIDAYS = [
  "New Year's Day",
  'Birthday of Martin Luther King, Jr.',
  "Washington's Birthday",
  'Memorial Day',
  'Juneteenth National Independence Day',
  'Independence Day',
  'Labor Day',
  'Columbus Day',
  'Veterans Day',
  'Thanksgiving Day',
  'Christmas Day',
] as const;
export type FederalLegalHoliday = (typeof FEDERAL_LEGAL_HOLIDAYS)[number];

const RULES: Readonly<Record<FederalLegalHoliday, HolidayRule>> = {
  "New Year's Day": { kind: 'fixed', month: 1, day: 1 },
  'Birthday of Martin Luther King, Jr.': { kind: 'nth-weekday', month: 1, weekday: 1, nth: 3 },
  "Washington's Birthday": { kind: 'nth-weekday', month: 2, weekday: 1, nth: 3 },
  'Memorial Day': { kind: 'nth-weekday', month: 5, weekday: 1, nth: -1 },
  'Juneteenth National Independence Day': { kind: 'fixed', month: 6, day: 19 },
  'Independence Day': { kind: 'fixed', month: 7, day: 4 },
  'Labor Day': { kind: 'nth-weekday', month: 9, weekday: 1, nth: 1 },
  'Columbus Day': { kind: 'nth-weekday', month: 10, weekday: 1, nth: 2 },
  'Veterans Day': { kind: 'fixed', month: 11, day: 11 },
  'Thanksgiving Day': { kind: 'nth-weekday', month: 11, weekday: 4, nth: 4 },
  'Christmas Day': { kind: 'fixed', month: 12, day: 25 },
};

/**
 * The federal legal holidays of a year as yyyy-MM-dd, each on the date the statute names, never
 * on a Friday or Monday observed in its place: Reg Z's official interpretation of 1026.2(a)(6)
 * (comment 2(a)(6)-2) says that when a fixed-date holiday falls on a Saturday and is observed on
 * the Friday before, the observed day is a business day for rescission, and so is a Monday after
 * a Sunday holiday.
 */
export function federalLegalHolidays(
  year: number,
): { name: FederalLegalHoliday; isoDate: string }[] {
  return FEDERAL_LEGAL_HOLIDAYS.map((name) => {
    const rule = RULES[name];
    return { name, isoDate: `${year}-${pad2(rule.month)}-${pad2(holidayDayOf(year, rule))}` };
  });
}

/** The federal legal holiday on a yyyy-MM-dd calendar date, if any. */
export function federalLegalHolidayOn(isoDate: string): FederalLegalHoliday | null {
  const year = Number(isoDate.slice(0, 4));
  return federalLegalHolidays(year).find((holiday) => holiday.isoDate === isoDate)?.name ?? null;
}
