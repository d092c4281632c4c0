/** The major US holidays on which the support lines close. */
export const MAJOR_US_HOLIDAYS = [
  "New Year's Day",
  'Memorial Day',
  'Independence Day',
  'Labor Day',
  'Thanksgiving Day',
  'Christmas Day',
] as const;
export type MajorUsHoliday = (typeof MAJOR_US_HOLIDAYS)[number];

export type HolidayRule =
  | { kind: 'fixed'; month: number; day: number }
  /** The nth (1-based; -1 for the last) given weekday (1 Monday ... 7 Sunday) of the month. */
  | { kind: 'nth-weekday'; month: number; weekday: number; nth: number };

const RULES: Readonly<Record<MajorUsHoliday, HolidayRule>> = {
  "New Year's Day": { kind: 'fixed', month: 1, day: 1 },
  'Memorial Day': { kind: 'nth-weekday', month: 5, weekday: 1, nth: -1 },
  'Independence Day': { kind: 'fixed', month: 7, day: 4 },
  'Labor Day': { kind: 'nth-weekday', month: 9, weekday: 1, nth: 1 },
  'Thanksgiving Day': { kind: 'nth-weekday', month: 11, weekday: 4, nth: 4 },
  'Christmas Day': { kind: 'fixed', month: 12, day: 25 },
};

export const pad2 = (value: number) => String(value).padStart(2, '0');

/** ISO weekday (1 Monday ... 7 Sunday) of a calendar date, independent of any time zone. */
export function isoWeekday(year: number, month: number, day: number): number {
  const sunday0 = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day of the month on which a holiday rule falls in `year`. */
export function holidayDayOf(year: number, rule: HolidayRule): number {
  if (rule.kind === 'fixed') return rule.day;
  if (rule.nth > 0) {
    const offset = (rule.weekday - isoWeekday(year, rule.month, 1) + 7) % 7;
    return 1 + offset + (rule.nth - 1) * 7;
  }
  const last = daysInMonth(year, rule.month);
  return last - ((isoWeekday(year, rule.month, last) - rule.weekday + 7) % 7);
}

/**
 * The holidays of a year as yyyy-MM-dd, on the day itself (the support lines close on the
 * holiday, not on a weekday a federal calendar would observe in its place).
 */
export function majorUsHolidays(year: number): { name: MajorUsHoliday; isoDate: string }[] {
  return MAJOR_US_HOLIDAYS.map((name) => {
    const rule = RULES[name];
    return { name, isoDate: `${year}-${pad2(rule.month)}-${pad2(holidayDayOf(year, rule))}` };
  });
}

/** The holiday falling on a yyyy-MM-dd calendar date, if any. */
export function majorUsHolidayOn(isoDate: string): MajorUsHoliday | null {
  const year = Number(isoDate.slice(0, 4));
  return majorUsHolidays(year).find((holiday) => holiday.isoDate === isoDate)?.name ?? null;
}
