import type { OperatingHoursDay, OperatingHoursDepartment } from '@openheloc/domain';

const week = (
  weekday: { startTime: string; endTime: string },
  weekend: { startTime: string; endTime: string },
): OperatingHoursDay[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekdayValue) => ({
    weekdayValue,
    isOpen: true,
    ...(weekdayValue <= 5 ? weekday : weekend),
  }));

/**
 * Hours until operations set an organisation's own (the spec gives no figures): the support lines
 * of a US lender serving every time zone, in Pacific Time.
 */
export const DEFAULT_OPERATING_HOURS: Readonly<
  Record<OperatingHoursDepartment, readonly OperatingHoursDay[]>
> = {
  OPS_CHAT: week(
    { startTime: '06:00', endTime: '18:00' },
    { startTime: '08:00', endTime: '16:00' },
  ),
  OPS_PHONE: week(
    { startTime: '06:00', endTime: '17:00' },
    { startTime: '08:00', endTime: '14:00' },
  ),
};
