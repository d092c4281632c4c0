import { federalLegalHolidayOn } from './federal-holidays';
import { pacificClock, pacificToday } from './pacific-time';
import { isoWeekday } from './us-holidays';

/** Reg Z 1026.15(a)(3): the right lasts until midnight of the third business day. */
export const RESCISSION_BUSINESS_DAYS = 3;

export type RescissionDeadline = {
  /** The Pacific calendar day (yyyy-MM-dd) at whose midnight the right to cancel ends. */
  lastDay: string;
  /** That midnight: the first instant at which cancelling is refused. */
  endsAt: Date;
};

const SUNDAY = 7;
const DAY_MS = 86_400_000;

function parts(isoDate: string): [number, number, number] {
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number);
  return [year, month, day];
}

/** The calendar day after `isoDate` (yyyy-MM-dd). */
export function nextIsoDate(isoDate: string): string {
  const [year, month, day] = parts(isoDate);
  return new Date(Date.UTC(year, month - 1, day) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * For rescission a business day is every calendar day except Sundays and the federal legal
 * holidays of 5 U.S.C. 6103(a) (Reg Z 1026.2(a)(6)); Saturdays count.
 */
export function isRescissionBusinessDay(isoDate: string): boolean {
  return isoWeekday(...parts(isoDate)) !== SUNDAY && federalLegalHolidayOn(isoDate) === null;
}

/** The instant Pacific midnight begins `isoDate` (daylight saving included). */
export function pacificMidnightOf(isoDate: string): Date {
  const [year, month, day] = parts(isoDate);
  // Pacific midnight is 07:00 UTC in daylight time, 08:00 UTC in standard time.
  for (const offsetHours of [7, 8]) {
    const candidate = new Date(Date.UTC(year, month - 1, day, offsetHours));
    const clock = pacificClock(candidate);
    if (clock.isoDate === isoDate && clock.minuteOfDay === 0) return candidate;
  }
  throw new RangeError(`No Pacific midnight on ${isoDate}`);
}

/**
 * Reg Z 1026.15(a)(3): the borrower may rescind until midnight of the third business day after
 * the later of consummation (here, notarization) and delivery of the notice of the right to
 * cancel and the material disclosures. Days are Pacific calendar days, the product's one zone.
 */
export function rescissionDeadline(input: {
  consummatedAt: Date;
  noticesDeliveredAt: Date;
}): RescissionDeadline {
  const start =
    input.consummatedAt > input.noticesDeliveredAt ? input.consummatedAt : input.noticesDeliveredAt;
  let day = pacificToday(start);
  let counted = 0;
  while (counted < RESCISSION_BUSINESS_DAYS) {
    day = nextIsoDate(day);
    if (isRescissionBusinessDay(day)) counted += 1;
  }
  return { lastDay: day, endsAt: pacificMidnightOf(nextIsoDate(day)) };
}

/** Whether the borrower may still cancel at `now`. */
export function withinRescission(endsAt: Date, now: Date): boolean {
  return now < endsAt;
}

/** The Pacific day whose midnight is `endsAt`: the last day the borrower may cancel. */
export function rescissionLastDayOf(endsAt: Date): string {
  return pacificToday(new Date(endsAt.getTime() - 1));
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/** '2026-11-27' -> 'midnight on Friday, November 27' (the day is a calendar day, not an instant). */
export function formatRescissionDeadline(lastDay: string): string {
  const [year, month, day] = parts(lastDay);
  return `midnight on ${dayFormat.format(new Date(Date.UTC(year, month - 1, day)))}`;
}

/** Why a cancellation after the deadline is refused, in the borrower's words. */
export function rescissionEndedMessage(endsAt: Date): string {
  return `Your right to cancel ended at ${formatRescissionDeadline(rescissionLastDayOf(endsAt))} (Pacific Time), so your line of credit can no longer be cancelled online`;
}
