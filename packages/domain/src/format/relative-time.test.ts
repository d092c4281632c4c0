import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date(2026, 5, 15, 12, 0, 0);
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const HOUR = 60;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

describe('formatRelativeTime', () => {
  it.each([
    ['30 seconds', minutesAgo(0.5), 'Just now'],
    ['in the future', minutesAgo(-5), 'Just now'],
    ['1 minute', minutesAgo(1), '1 minute ago'],
    ['59 minutes', minutesAgo(59), '59 minutes ago'],
    ['1 hour', minutesAgo(HOUR), '1 hour ago'],
    ['23 hours', minutesAgo(23 * HOUR + 59), '23 hours ago'],
    ['1 day', minutesAgo(DAY), '1 day ago'],
    ['6 days', minutesAgo(6 * DAY), '6 days ago'],
    ['1 week', minutesAgo(WEEK), '1 week ago'],
    ['3 weeks', minutesAgo(3 * WEEK + 2 * DAY), '3 weeks ago'],
    ['exactly 4 weeks', minutesAgo(4 * WEEK), '4 weeks ago'],
    ['just past 4 weeks', minutesAgo(4 * WEEK + 1), 'May 18'],
    ['a year ago', new Date(2025, 2, 5, 9, 0), 'Mar 5'],
  ])('%s -> %s', (_case, date, shown) => {
    expect(formatRelativeTime(date, now)).toBe(shown);
  });
});
