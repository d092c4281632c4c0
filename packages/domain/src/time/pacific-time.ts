import { PACIFIC_TIME_ZONE } from '../constants/locale';

/** A moment as a clock in Pacific Time reads it. */
export interface PacificClock {
  /** yyyy-MM-dd of the Pacific calendar day. */
  isoDate: string;
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  /** ISO weekday: 1 Monday ... 7 Sunday (the operating hours' weekdayValue). */
  weekdayValue: number;
  /** Minutes since Pacific midnight. */
  minuteOfDay: number;
}

const WEEKDAY_VALUES: Readonly<Record<string, number>> = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
};

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
});

/** Reads `date` on a Pacific wall clock (daylight saving included, by the platform's zone data). */
export function pacificClock(date: Date): PacificClock {
  const parts = Object.fromEntries(
    formatter.formatToParts(date).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  return {
    isoDate: `${parts.year}-${parts.month}-${parts.day}`,
    year,
    month,
    day,
    weekdayValue: WEEKDAY_VALUES[parts.weekday ?? ''] ?? 0,
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The Pacific calendar day of `now` as yyyy-MM-dd: the product's "today". */
export function pacificToday(now: Date): string {
  return pacificClock(now).isoDate;
}

/** 'HH:mm' (24-hour) as minutes since midnight. */
export function minutesOfClockTime(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** '06:00' -> '6:00 AM', '17:30' -> '5:30 PM', '00:00' -> '12:00 AM'. */
export function formatClockTime(time: string): string {
  const total = minutesOfClockTime(time);
  const hours = Math.floor(total / 60) % 24;
  const minutes = total % 60;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

const dayFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** The Pacific calendar day of an instant in words: 'Tuesday, November 24, 2026'. */
export function formatPacificDay(date: Date): string {
  return dayFormatter.format(date);
}
