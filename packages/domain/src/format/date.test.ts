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

const now = new Date(2026, 5, 15, 14, 30);

describe('date formats', () => {
  it.each([
    [new Date(1985, 0, 9), '01/09/1985', '1985-01-09'],
    [new Date(2000, 11, 31), '12/31/2000', '2000-12-31'],
  ])('%s shows as %s and travels as %s', (date, display, api) => {
    expect(formatDisplayDate(date)).toBe(display);
    expect(formatApiDate(date)).toBe(api);
    expect(parseDisplayDate(display)).toEqual(date);
    expect(parseApiDate(api)).toEqual(date);
  });

  it.each(['1985-1-9', '1985-02-30', '85-01-09', '01/09/1985', '', 'not a date'])(
    'parseApiDate rejects %j',
    (value) => {
      expect(parseApiDate(value)).toBeNull();
    },
  );

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

  it('uses the start of today, not the time of day', () => {
    expect(isAdult(new Date(2008, 5, 15, 23, 59), { now: new Date(2026, 5, 15, 0, 1) })).toBe(true);
  });
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
