import { describe, expect, it } from 'vitest';
import {
  formatNotaryAppointment,
  nextNotaryDays,
  notarySlots,
  offeredNotarySlot,
  pacificInstant,
} from './notary-slots';

describe('pacificInstant', () => {
  it.each([
    ['2026-01-15', 9 * 60, '2026-01-15T17:00:00.000Z', 'standard time is UTC-8'],
    ['2026-07-15', 9 * 60, '2026-07-15T16:00:00.000Z', 'daylight time is UTC-7'],
    ['2026-03-09', 16 * 60 + 30, '2026-03-09T23:30:00.000Z', 'the Monday after the change'],
    ['2026-11-02', 9 * 60, '2026-11-02T17:00:00.000Z', 'the Monday after it ends'],
  ])('%s at minute %i is %s (%s)', (isoDate, minute, expected) => {
    expect(pacificInstant(isoDate, minute).toISOString()).toBe(expected);
  });
});

describe('nextNotaryDays', () => {
  it.each([
    // Tuesday evening in Los Angeles is already Wednesday in UTC: the days count from Pacific.
    ['2026-11-25T05:00:00Z', '2026-11-25', 'Thanksgiving (11-26) and the weekend left out'],
    ['2026-12-24T20:00:00Z', '2026-12-28', 'Christmas Day and the weekend left out'],
    ['2026-07-03T18:00:00Z', '2026-07-06', 'a Friday: Monday next'],
  ])('from %s the first day is %s (%s)', (now, first) => {
    const days = nextNotaryDays(new Date(now));
    expect(days[0]).toBe(first);
    expect(days).toHaveLength(10);
  });

  it('skips Thanksgiving and weekends', () => {
    const days = nextNotaryDays(new Date('2026-11-24T20:00:00Z'));
    expect(days.slice(0, 4)).toEqual(['2026-11-25', '2026-11-27', '2026-11-30', '2026-12-01']);
  });
});

describe('notarySlots', () => {
  const now = new Date('2026-11-24T20:00:00Z');

  it('offers 16 half-hour slots from 9:00 AM to 4:30 PM Pacific on each of 10 days', () => {
    const slots = notarySlots(now);
    expect(slots).toHaveLength(160);
    expect(slots[0]).toEqual({
      startsAt: '2026-11-25T17:00:00.000Z',
      endsAt: '2026-11-25T17:30:00.000Z',
      isoDate: '2026-11-25',
      minuteOfDay: 540,
    });
    expect(slots[15]?.startsAt).toBe('2026-11-26T00:30:00.000Z');
  });

  it.each([
    ['2026-11-25T17:00:00.000Z', true, 'the first slot'],
    ['2026-11-25T17:15:00.000Z', false, 'not on a slot boundary'],
    ['2026-11-26T17:00:00.000Z', false, 'Thanksgiving'],
    ['2026-11-24T22:00:00.000Z', false, 'today'],
    ['2026-11-25T16:30:00.000Z', false, 'before the notaries open'],
    ['2026-11-26T01:00:00.000Z', false, 'at closing time'],
  ])('%s offered: %s (%s)', (instant, offered) => {
    expect(offeredNotarySlot(now, new Date(instant)) !== null).toBe(offered);
  });
});

describe('formatNotaryAppointment', () => {
  it('reads the instant in Pacific Time', () => {
    expect(formatNotaryAppointment(new Date('2026-11-25T17:30:00.000Z'))).toBe(
      'Wednesday, November 25 at 9:30 AM Pacific Time',
    );
  });
});
