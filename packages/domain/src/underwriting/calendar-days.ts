const MS_PER_DAY = 86_400_000;

/** Whole calendar days from an API date (yyyy-MM-dd) to `now`'s UTC date; negative when after it. */
export function daysSince(isoDate: string, now: Date): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  const then = Date.UTC(year ?? Number.NaN, (month ?? Number.NaN) - 1, day ?? Number.NaN);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Math.round((today - then) / MS_PER_DAY);
  if (!Number.isFinite(days)) throw new RangeError(`Invalid date: ${isoDate}`);
  return days;
}
