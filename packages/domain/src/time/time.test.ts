import { describe, expect, it } from 'vitest';
import { formatClockTime, formatPacificDay, pacificClock } from './pacific-time';
import { majorUsHolidayOn, majorUsHolidays } from './us-holidays';

describe('Pacific Time clock', () => {
  it.each([
    // Winter: UTC-8.
    ['2026-01-15T17:30:00Z', '2026-01-15', 4, 9 * 60 + 30],
    // Summer: UTC-7.
    ['2026-07-15T17:30:00Z', '2026-07-15', 3, 10 * 60 + 30],
    // Just after UTC midnight is still the previous Pacific day.
    ['2026-11-24T03:00:00Z', '2026-11-23', 1, 19 * 60],
    // A Sunday in Pacific Time, a Monday in UTC.
    ['2026-03-02T06:59:00Z', '2026-03-01', 7, 22 * 60 + 59],
    // Daylight saving starts 2026-03-08 at 2:00: 10:00 UTC is 3:00 PDT.
    ['2026-03-08T10:00:00Z', '2026-03-08', 7, 3 * 60],
  ])('%s reads %s, weekday %i, minute %i', (instant, isoDate, weekdayValue, minuteOfDay) => {
    const clock = pacificClock(new Date(instant));
    expect(clock).toMatchObject({ isoDate, weekdayValue, minuteOfDay });
  });

  it.each([
    ['06:00', '6:00 AM'],
    ['00:00', '12:00 AM'],
    ['12:00', '12:00 PM'],
    ['17:30', '5:30 PM'],
    ['23:59', '11:59 PM'],
  ])('formats %s as %s', (time, shown) => {
    expect(formatClockTime(time)).toBe(shown);
  });
});

describe('a Pacific day in words', () => {
  it.each([
    ['2026-11-24T18:00:00Z', 'Tuesday, November 24, 2026'],
    // 1:00 UTC on the 25th is still the evening of the 24th in Los Angeles.
    ['2026-11-25T01:00:00Z', 'Tuesday, November 24, 2026'],
  ])('%s is %s', (instant, words) => {
    expect(formatPacificDay(new Date(instant))).toBe(words);
  });
});

describe('major US holidays', () => {
  it.each([
    [2025, ['2025-01-01', '2025-05-26', '2025-07-04', '2025-09-01', '2025-11-27', '2025-12-25']],
    [2026, ['2026-01-01', '2026-05-25', '2026-07-04', '2026-09-07', '2026-11-26', '2026-12-25']],
    [2027, ['2027-01-01', '2027-05-31', '2027-07-04', '2027-09-06', '2027-11-25', '2027-12-25']],
    [2028, ['2028-01-01', '2028-05-29', '2028-07-04', '2028-09-04', '2028-11-23', '2028-12-25']],
  ])('%i falls on %j', (year, dates) => {
    expect(majorUsHolidays(year).map((holiday) => holiday.isoDate)).toEqual(dates);
  });

  it.each([
    ['2026-11-26', 'Thanksgiving Day'],
    ['2026-05-25', 'Memorial Day'],
    ['2026-11-27', null],
    ['2026-12-24', null],
  ])('%s is %s', (isoDate, name) => {
    expect(majorUsHolidayOn(isoDate)).toBe(name);
  });
});
