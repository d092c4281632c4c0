import { describe, expect, it } from 'vitest';
import { isBankingDay, onBankingDay } from './banking-days';

describe('funding arrives on a banking day', () => {
  it.each([
    ['2026-11-27', true], // Friday after Thanksgiving: banks are open
    ['2026-11-26', false], // Thanksgiving Day
    ['2026-11-28', false], // Saturday
    ['2026-11-29', false], // Sunday
    ['2026-11-30', true], // Monday
    ['2026-12-25', false], // Christmas Day
    ['2027-01-18', false], // Martin Luther King Jr. Day
  ])('%s is a banking day: %s', (isoDate, expected) => {
    expect(isBankingDay(isoDate)).toBe(expected);
  });

  it.each([
    // A Sunday 10:00 Pacific settlement moves to Monday 10:00 Pacific.
    ['2026-11-29T18:00:00.000Z', '2026-11-30T18:00:00.000Z'],
    // Saturday moves past the weekend.
    ['2026-11-28T18:00:00.000Z', '2026-11-30T18:00:00.000Z'],
    // Thanksgiving moves to Friday.
    ['2026-11-26T18:00:00.000Z', '2026-11-27T18:00:00.000Z'],
    // Christmas 2026 is a Friday: the next banking day is Monday the 28th.
    ['2026-12-25T18:00:00.000Z', '2026-12-28T18:00:00.000Z'],
    // A Tuesday stays.
    ['2026-12-01T18:00:00.000Z', '2026-12-01T18:00:00.000Z'],
  ])('%s settles %s', (at, expected) => {
    expect(onBankingDay(new Date(at)).toISOString()).toBe(expected);
  });
});
