import { describe, expect, it } from 'vitest';
import {
  dateFromParts,
  formatApiDate,
  formatDisplayDate,
  isAdult,
  isValidDate,
  minimumAgeFor,
  parseApiDate,
  parseDisplayDate,
  toDate,
} from './date';

// The domain package has no Node types; the test runner is Node, whose zone follows TZ at once.
declare const process: { env: Record<string, string | undefined> };

const now = new Date(2026, 5, 15, 14, 30);

describe('date formats', () => {
  it.each([
    [new Date(1985, 0, 9), '01/09/1985', '1985-01-09'],
    [new Date(2000, 11, 31), '12/31/2000', '2000-12-31'],
    [new Date(2024, 1, 29), '02/29/2024', '2024-02-29'],
    [new Date(new Date(1970, 0, 1).setFullYear(99, 6, 4)), '07/04/0099', '0099-07-04'],
  ])('%s shows as %s and travels as %s', (date, display, api) => {
    expect(formatDisplayDate(date)).toBe(display);
    expect(formatApiDate(date)).toBe(api);
    expect(parseDisplayDate(display)).toEqual(date);
    expect(parseApiDate(api)).toEqual(date);
  });

  it.each([
    '1985-1-9',
    '1985-02-30',
    '1985-00-10',
    '1985-13-01',
    '2001-02-29',
    '85-01-09',
    '01/09/1985',
    '',
    'not a date',
  ])('parseApiDate rejects %j', (value) => {
    expect(parseApiDate(value)).toBeNull();
  });

  it.each(['1/9/1985', '02/30/1985', '1985-01-09', '13/01/1985'])(
    'parseDisplayDate rejects %j',
    (value) => {
      expect(parseDisplayDate(value)).toBeNull();
    },
  );
});

describe('toDate', () => {
  it.each([
    ['1985-01-09', new Date(1985, 0, 9)],
    ['01/09/1985', new Date(1985, 0, 9)],
    [null, null],
    [undefined, null],
    [new Date(Number.NaN), null],
  ])('%j -> %s', (value, expected) => {
    expect(toDate(value)).toEqual(expected);
  });
});

describe('dateFromParts', () => {
  it.each([
    [{ day: '9', month: '1', year: '1985' }, new Date(1985, 0, 9)],
    [{ day: '09', month: '01', year: '1985' }, new Date(1985, 0, 9)],
    [{ day: 29, month: 2, year: 2000 }, new Date(2000, 1, 29)],
    [{ day: '29', month: '2', year: '2001' }, null],
    [{ day: '31', month: '4', year: '1990' }, null],
    [{ day: '1', month: '13', year: '1990' }, null],
    [{ day: '1', month: '1', year: '85' }, null],
    [{ day: '', month: '1', year: '1990' }, null],
    [{ day: 'x', month: '1', year: '1990' }, null],
  ])('%j -> %s', (parts, expected) => {
    expect(dateFromParts(parts)).toEqual(expected);
  });
});

describe('isValidDate', () => {
  it.each([
    ['1900-01-01', undefined, true],
    ['1899-12-31', undefined, false],
    ['1950-06-01', 1960, false],
    ['1960-01-01', 1960, true],
    ['2000-02-30', undefined, false],
    [new Date(1990, 1, 1), undefined, true],
    [null, undefined, false],
  ])('%j with minimum year %j -> %s', (value, minYear, valid) => {
    expect(isValidDate(value, minYear)).toBe(valid);
  });
});

describe('isAdult', () => {
  it.each([
    ['exactly 18 today', '2008-06-15', undefined, true],
    ['18 tomorrow', '2008-06-16', undefined, false],
    ['well over 18', '1980-03-01', 'CA', true],
    ['18 in Alabama', '2008-06-15', 'AL', false],
    ['exactly 19 today in Alabama', '2007-06-15', 'AL', true],
    ['19 tomorrow in Alabama', '2007-06-16', 'AL', false],
    ['lower-case Alabama', '2007-06-16', 'al', false],
    ['born before 1900', '1899-12-31', undefined, false],
    ['not a date', '2001-02-29', undefined, false],
    ['born in the future', '2030-01-01', undefined, false],
  ])('%s (%s, state %j) -> %s', (_case, dob, state, adult) => {
    expect(isAdult(dob, { state, now })).toBe(adult);
  });

  it.each([
    // 00:01 on 15 June in Los Angeles (PDT, UTC-7): the 18th birthday has begun.
    ['2026-06-15T07:01:00Z', true],
    // 23:59 on 14 June in Los Angeles, already 15 June in UTC: not yet.
    ['2026-06-15T06:59:00Z', false],
  ])('counts days in Pacific Time: born 2008-06-15, at %s -> %s', (instant, adult) => {
    expect(isAdult('2008-06-15', { now: new Date(instant) })).toBe(adult);
  });

  it.each([
    // On 29 February, eighteen years back is the 28th when that year has no 29th.
    ['2028-02-29T20:00:00Z', '2010-02-28', true],
    ['2028-02-29T20:00:00Z', '2010-03-01', false],
    // Born on 29 February: of age on 1 March of a common year.
    ['2026-02-28T20:00:00Z', '2008-02-29', false],
    ['2026-03-01T20:00:00Z', '2008-02-29', true],
  ])('leap days: at %s, born %s -> %s', (instant, dob, adult) => {
    expect(isAdult(dob, { now: new Date(instant) })).toBe(adult);
  });

  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata'])(
    'does not depend on the process time zone (%s)',
    (zone) => {
      const pinned = process.env.TZ;
      process.env.TZ = zone;
      try {
        expect(isAdult('2008-06-15', { now: new Date('2026-06-15T07:01:00Z') })).toBe(true);
        expect(isAdult('2008-06-15', { now: new Date('2026-06-15T06:59:00Z') })).toBe(false);
        expect(formatApiDate(parseApiDate('2008-06-15') ?? new Date(Number.NaN))).toBe(
          '2008-06-15',
        );
      } finally {
        process.env.TZ = pinned;
      }
    },
  );
});

describe('minimumAgeFor', () => {
  it.each([
    ['AL', 19],
    [' al ', 19],
    ['TX', 18],
    [null, 18],
    [undefined, 18],
  ])('%j -> %d', (state, age) => {
    expect(minimumAgeFor(state)).toBe(age);
  });
});
