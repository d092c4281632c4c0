import { majorUsHolidayOn } from '../time/us-holidays';
import { formatClockTime, pacificClock } from '../time/pacific-time';

/** A manual notary meets the borrower in 30-minute slots… */
export const NOTARY_SLOT_MINUTES = 30;
/** …on the next 10 business days (weekdays that are not major holidays), from tomorrow… */
export const NOTARY_BOOKING_BUSINESS_DAYS = 10;
/** …within the notaries' hours, Pacific Time (the last slot starts at 4:30 PM). */
export const NOTARY_HOURS = { opens: 9 * 60, closes: 17 * 60 } as const;

export type NotarySlot = {
  /** ISO instant the slot starts. */
  startsAt: string;
  endsAt: string;
  /** yyyy-MM-dd of the Pacific day it falls on. */
  isoDate: string;
  /** Minutes since Pacific midnight. */
  minuteOfDay: number;
};

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The instant a Pacific wall clock shows `minuteOfDay` on `isoDate` (daylight saving included). */
export function pacificInstant(isoDate: string, minuteOfDay: number): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day) + minuteOfDay * MINUTE_MS;
  // Pacific is 7 or 8 hours behind UTC; correct a first guess by what the clock reads there.
  let guess = wall + 8 * 60 * MINUTE_MS;
  for (let i = 0; i < 2; i += 1) {
    const clock = pacificClock(new Date(guess));
    const read = Date.UTC(clock.year, clock.month - 1, clock.day) + clock.minuteOfDay * MINUTE_MS;
    guess += wall - read;
  }
  return new Date(guess);
}

/** Mondays to Fridays that are not a major US holiday. */
export function isNotaryBusinessDay(isoDate: string): boolean {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && majorUsHolidayOn(isoDate) === null;
}

/** The next `count` business days after the Pacific day of `now`, as yyyy-MM-dd. */
export function nextNotaryDays(now: Date, count = NOTARY_BOOKING_BUSINESS_DAYS): string[] {
  const today = pacificClock(now);
  const days: string[] = [];
  for (let offset = 1; days.length < count; offset += 1) {
    const isoDate = new Date(Date.UTC(today.year, today.month - 1, today.day) + offset * DAY_MS)
      .toISOString()
      .slice(0, 10);
    if (isNotaryBusinessDay(isoDate)) days.push(isoDate);
  }
  return days;
}

/** Every slot on offer after `now`, taken or not, in time order. */
export function notarySlots(now: Date): NotarySlot[] {
  return nextNotaryDays(now).flatMap((isoDate) => {
    const slots: NotarySlot[] = [];
    for (
      let minute = NOTARY_HOURS.opens;
      minute < NOTARY_HOURS.closes;
      minute += NOTARY_SLOT_MINUTES
    ) {
      const start = pacificInstant(isoDate, minute);
      slots.push({
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + NOTARY_SLOT_MINUTES * MINUTE_MS).toISOString(),
        isoDate,
        minuteOfDay: minute,
      });
    }
    return slots;
  });
}

/** The slot that starts at `instant`, when it is one on offer after `now`. */
export function offeredNotarySlot(now: Date, instant: Date): NotarySlot | null {
  const iso = instant.toISOString();
  return notarySlots(now).find((slot) => slot.startsAt === iso) ?? null;
}

const dayFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/** 'Wednesday, November 25' for a yyyy-MM-dd calendar day. */
export function formatNotaryDay(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return dayFormatter.format(new Date(Date.UTC(year, month - 1, day)));
}

/** '9:30 AM' for minutes since midnight. */
export function formatNotaryTime(minuteOfDay: number): string {
  return formatClockTime(`${Math.floor(minuteOfDay / 60)}:${minuteOfDay % 60}`);
}

/** 'Wednesday, November 25 at 9:30 AM Pacific Time' for an instant. */
export function formatNotaryAppointment(instant: Date): string {
  const clock = pacificClock(instant);
  return `${formatNotaryDay(clock.isoDate)} at ${formatNotaryTime(clock.minuteOfDay)} Pacific Time`;
}
