import { describe, expect, it } from 'vitest';
import { federalLegalHolidays } from './federal-holidays';
import {
  formatRescissionDeadline,
  isRescissionBusinessDay,
  pacificMidnightOf,
  rescissionDeadline,
  rescissionEndedMessage,
  rescissionLastDayOf,
} from './rescission';

describe('federal legal holidays (5 U.S.C. 6103(a))', () => {
  it('2026 falls on the dates the statute names', () => {
    expect(federalLegalHolidays(2026).map((holiday) => holiday.isoDate)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });
});

describe('rescission business days (Reg Z 1026.2(a)(6))', () => {
  it.each([
    ['2026-11-28', true, 'a Saturday counts'],
    ['2026-11-29', false, 'a Sunday does not'],
    ['2026-11-26', false, 'Thanksgiving'],
    ['2026-07-04', false, 'Independence Day on a Saturday'],
    ['2026-07-03', true, 'the Friday observed for it (comment 2(a)(6)-2)'],
    ['2022-12-26', true, 'the Monday observed for a Sunday Christmas'],
    ['2027-06-18', true, 'the Friday observed for a Saturday Juneteenth'],
  ])('%s is a business day: %s (%s)', (isoDate, expected) => {
    expect(isRescissionBusinessDay(isoDate)).toBe(expected);
  });
});

describe('rescission deadline', () => {
  // Each row worked by hand: the days after notarization, counting (n) or skipped.
  it.each([
    // Mon: Tue 24 (1), Wed 25 (2), Thu 26 Thanksgiving, Fri 27 (3).
    ['Thanksgiving week', '2026-11-23T18:00:00Z', '2026-11-27', '2026-11-28T08:00:00Z'],
    // Tue: Wed 25 (1), Thu 26 Thanksgiving, Fri 27 (2), Sat 28 (3).
    [
      'Thanksgiving week, Saturday counts',
      '2026-11-24T18:00:00Z',
      '2026-11-28',
      '2026-11-29T08:00:00Z',
    ],
    // Wed: Thu 26 Thanksgiving, Fri 27 (1), Sat 28 (2), Sun 29, Mon 30 (3).
    ['the day before Thanksgiving', '2026-11-25T18:00:00Z', '2026-11-30', '2026-12-01T08:00:00Z'],
    // 10:30 PM Monday in Los Angeles is Tuesday in UTC: the Pacific day counts.
    ['late evening Pacific', '2026-11-24T06:30:00Z', '2026-11-27', '2026-11-28T08:00:00Z'],
    // Wed: Thu 24 (1), Fri 25 Christmas, Sat 26 (2), Sun 27, Mon 28 (3).
    ['Christmas week', '2026-12-23T18:00:00Z', '2026-12-28', '2026-12-29T08:00:00Z'],
    // Tue: Wed 30 (1), Thu 31 (2), Fri Jan 1 New Year's Day, Sat Jan 2 (3).
    ['year end', '2026-12-29T18:00:00Z', '2027-01-02', '2027-01-03T08:00:00Z'],
    // Thu: Fri Jul 3 observed but a business day (1), Sat 4 holiday, Sun 5, Mon 6 (2), Tue 7 (3).
    [
      'Independence Day on a Saturday',
      '2026-07-02T18:00:00Z',
      '2026-07-07',
      '2026-07-08T07:00:00Z',
    ],
    // Fri: Sat 24 (1), Sun 25 Christmas, Mon 26 observed but a business day (2), Tue 27 (3).
    ['Christmas on a Sunday', '2022-12-23T18:00:00Z', '2022-12-27', '2022-12-28T08:00:00Z'],
    // Fri: Sat 23 (1), Sun 24, Mon 25 Memorial Day, Tue 26 (2), Wed 27 (3).
    ['Memorial Day weekend', '2026-05-22T18:00:00Z', '2026-05-27', '2026-05-28T07:00:00Z'],
    // Mon: Tue 10 (1), Wed 11 Veterans Day, Thu 12 (2), Fri 13 (3).
    ['Veterans Day midweek', '2026-11-09T18:00:00Z', '2026-11-13', '2026-11-14T08:00:00Z'],
    // Thu: Fri 18 observed but a business day (1), Sat 19 Juneteenth, Sun 20, Mon 21 (2), Tue 22 (3).
    ['Juneteenth on a Saturday', '2027-06-17T18:00:00Z', '2027-06-22', '2027-06-23T07:00:00Z'],
    // Sat: Sun 17, Mon 18 MLK Day, Tue 19 (1), Wed 20 (2), Thu 21 (3).
    [
      'Martin Luther King, Jr. Day weekend',
      '2027-01-16T18:00:00Z',
      '2027-01-21',
      '2027-01-22T08:00:00Z',
    ],
    // Fri: Sat 10 (1), Sun 11, Mon 12 Columbus Day, Tue 13 (2), Wed 14 (3).
    ['Columbus Day weekend', '2026-10-09T18:00:00Z', '2026-10-14', '2026-10-15T07:00:00Z'],
    // Thu: Fri 6 (1), Sat 7 (2), Sun 8 (daylight saving starts), Mon 9 (3); midnight is in PDT.
    ['daylight saving starts', '2026-03-05T18:00:00Z', '2026-03-09', '2026-03-10T07:00:00Z'],
  ])('%s: notarized %s, cancel until midnight ending %s (%s)', (_name, at, lastDay, endsAt) => {
    const notarized = new Date(at);
    expect(rescissionDeadline({ consummatedAt: notarized, noticesDeliveredAt: notarized })).toEqual(
      { lastDay, endsAt: new Date(endsAt) },
    );
  });

  it('counts from the notices when they are delivered after consummation', () => {
    // Notices Wed 25: Thu 26 Thanksgiving, Fri 27 (1), Sat 28 (2), Sun 29, Mon 30 (3).
    expect(
      rescissionDeadline({
        consummatedAt: new Date('2026-11-23T18:00:00Z'),
        noticesDeliveredAt: new Date('2026-11-25T18:00:00Z'),
      }).lastDay,
    ).toBe('2026-11-30');
  });

  it.each([
    ['2026-01-15', '2026-01-15T08:00:00Z'],
    ['2026-07-15', '2026-07-15T07:00:00Z'],
    ['2026-11-01', '2026-11-01T07:00:00Z'],
  ])('Pacific midnight of %s is %s', (isoDate, instant) => {
    expect(pacificMidnightOf(isoDate)).toEqual(new Date(instant));
  });
});

describe('rescission deadline in words', () => {
  it.each([
    ['2026-11-28T08:00:00Z', '2026-11-27', 'midnight on Friday, November 27'],
    ['2027-01-03T08:00:00Z', '2027-01-02', 'midnight on Saturday, January 2'],
    ['2026-07-08T07:00:00Z', '2026-07-07', 'midnight on Tuesday, July 7'],
  ])('ending at %s the last day is %s, %s', (endsAt, lastDay, words) => {
    expect(rescissionLastDayOf(new Date(endsAt))).toBe(lastDay);
    expect(formatRescissionDeadline(lastDay)).toBe(words);
  });

  it('says why a late cancellation is refused', () => {
    expect(rescissionEndedMessage(new Date('2026-11-28T08:00:00Z'))).toBe(
      'Your right to cancel ended at midnight on Friday, November 27 (Pacific Time), so your line of credit can no longer be cancelled online',
    );
  });
});
