import { z } from 'zod';
import { WEEKEND_WEEKDAY_VALUES } from '../constants/ui-limits';
import { formatClockTime, minutesOfClockTime, pacificClock } from '../time/pacific-time';
import { majorUsHolidayOn } from '../time/us-holidays';

export const WEEKDAY_NAMES = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** 'HH:mm', 24-hour, Pacific Time. */
export const zClockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a 24-hour time such as 09:00' });

/** One day of a department's week (weekdayValue 1 Monday ... 7 Sunday; 6 and 7 are the weekend). */
export const zOperatingHoursEntry = z.object({
  weekday: z.enum(WEEKDAY_NAMES),
  weekdayValue: z.number().int().min(1).max(7),
  isOpen: z.boolean(),
  startTime: zClockTime,
  endTime: zClockTime,
  /** With display=true: the day's hours for people, '6:00 AM - 5:00 PM' or 'Closed'. */
  display: z.string().optional(),
});
export type OperatingHoursEntry = z.infer<typeof zOperatingHoursEntry>;

export const OPERATING_HOURS_TIME_ORDER_MESSAGE = 'The closing time must be after the opening time';

/** One day as operations edit it. */
export const zOperatingHoursDay = z
  .object({
    weekdayValue: z.number().int().min(1).max(7),
    isOpen: z.boolean(),
    startTime: zClockTime,
    endTime: zClockTime,
  })
  .refine(
    (day) => !day.isOpen || minutesOfClockTime(day.endTime) > minutesOfClockTime(day.startTime),
    {
      error: OPERATING_HOURS_TIME_ORDER_MESSAGE,
      path: ['endTime'],
    },
  );
export type OperatingHoursDay = z.infer<typeof zOperatingHoursDay>;

/** A whole week: each weekdayValue 1-7 exactly once. */
export const zOperatingHoursWeekUpdate = z.object({
  days: z
    .array(zOperatingHoursDay)
    .length(7, { error: 'Give all seven days of the week' })
    .refine((days) => new Set(days.map((day) => day.weekdayValue)).size === 7, {
      error: 'Give each day of the week once',
    }),
});
export type OperatingHoursWeekUpdate = z.infer<typeof zOperatingHoursWeekUpdate>;

export function weekdayNameOf(weekdayValue: number): WeekdayName {
  return WEEKDAY_NAMES[weekdayValue - 1] ?? 'MONDAY';
}

export function displayHours(day: Pick<OperatingHoursDay, 'isOpen' | 'startTime' | 'endTime'>) {
  return day.isOpen
    ? `${formatClockTime(day.startTime)} - ${formatClockTime(day.endTime)}`
    : 'Closed';
}

/**
 * Open at `now`: not a major US holiday in Pacific Time, and the Pacific weekday's row is open
 * with the time inside [start, end).
 */
export function isOpenAt(days: readonly OperatingHoursDay[], now: Date): boolean {
  const clock = pacificClock(now);
  if (majorUsHolidayOn(clock.isoDate)) return false;
  const day = days.find((entry) => entry.weekdayValue === clock.weekdayValue);
  if (!day?.isOpen) return false;
  return (
    clock.minuteOfDay >= minutesOfClockTime(day.startTime) &&
    clock.minuteOfDay < minutesOfClockTime(day.endTime)
  );
}

const MONDAY = 1;
const SATURDAY = WEEKEND_WEEKDAY_VALUES[0];

/**
 * The welcome hours text: Monday-Friday from weekdayValue 1 and Saturday-Sunday from weekdayValue
 * 6, as hour ranges in Pacific Time, excluding major holidays.
 */
export function welcomeHoursText(days: readonly OperatingHoursDay[]): string {
  const range = (value: number, label: string) => {
    const day = days.find((entry) => entry.weekdayValue === value);
    return `${label} ${day ? displayHours(day) : 'Closed'}`;
  };
  return `${range(MONDAY, 'Monday-Friday')}, ${range(SATURDAY, 'Saturday-Sunday')} Pacific Time, excluding major holidays`;
}
