import { pacificToday } from '../time/pacific-time';

const MS_PER_DAY = 86_400_000;

function utcMidnightOf(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year ?? Number.NaN, (month ?? Number.NaN) - 1, day ?? Number.NaN);
}

/**
 * Whole calendar days from an API date (yyyy-MM-dd) to `now`'s Pacific calendar day (the
 * product's "today"); negative when after it.
 */
export function daysSince(isoDate: string, now: Date): number {
  const days = Math.round((utcMidnightOf(pacificToday(now)) - utcMidnightOf(isoDate)) / MS_PER_DAY);
  if (!Number.isFinite(days)) throw new RangeError(`Invalid date: ${isoDate}`);
  return days;
}
