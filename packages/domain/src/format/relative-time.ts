import { differenceInMinutes } from 'date-fns';
import { NOTIFICATION_RELATIVE_TIME_MAX_WEEKS } from '../constants/ui-limits';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** 'Mar 5', on the reader's clock; Intl rather than date-fns' format keeps the menu light. */
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * Notification age: 'Just now', then minutes, hours, days and weeks ('3 hours ago'); past four
 * weeks the month and day ('Mar 5'). A time in the future (clock skew) reads 'Just now'.
 */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const minutes = differenceInMinutes(now, date);
  if (minutes < 1) return 'Just now';
  if (minutes < MINUTES_PER_HOUR) return ago(minutes, 'minute');
  if (minutes < MINUTES_PER_DAY) return ago(Math.floor(minutes / MINUTES_PER_HOUR), 'hour');
  if (minutes < MINUTES_PER_WEEK) return ago(Math.floor(minutes / MINUTES_PER_DAY), 'day');
  if (minutes <= NOTIFICATION_RELATIVE_TIME_MAX_WEEKS * MINUTES_PER_WEEK) {
    return ago(Math.floor(minutes / MINUTES_PER_WEEK), 'week');
  }
  return monthDay.format(date);
}
