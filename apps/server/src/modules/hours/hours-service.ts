import {
  displayHours,
  isOpenAt,
  weekdayNameOf,
  type OperatingHoursDay,
  type OperatingHoursDepartment,
  type OperatingHoursEntry,
} from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatingHours } from '../../db/schema';
import { DEFAULT_OPERATING_HOURS } from './default-hours';

export type HoursService = ReturnType<typeof createHoursService>;

/** Operating hours per organisation and department, in Pacific Time. */
export function createHoursService(db: Db, now: () => Date) {
  async function week(
    orgCode: string,
    department: OperatingHoursDepartment,
  ): Promise<OperatingHoursDay[]> {
    const rows = await db
      .select()
      .from(operatingHours)
      .where(and(eq(operatingHours.orgCode, orgCode), eq(operatingHours.department, department)));
    return DEFAULT_OPERATING_HOURS[department].map((fallback) => {
      const row = rows.find((candidate) => candidate.weekdayValue === fallback.weekdayValue);
      return row
        ? {
            weekdayValue: row.weekdayValue,
            isOpen: row.isOpen,
            startTime: row.startTime,
            endTime: row.endTime,
          }
        : { ...fallback };
    });
  }

  return {
    week,

    async entries(
      orgCode: string,
      department: OperatingHoursDepartment,
      display: boolean,
    ): Promise<OperatingHoursEntry[]> {
      return (await week(orgCode, department)).map((day) => ({
        weekday: weekdayNameOf(day.weekdayValue),
        ...day,
        ...(display ? { display: displayHours(day) } : {}),
      }));
    },

    async isOpen(orgCode: string, department: OperatingHoursDepartment): Promise<boolean> {
      return isOpenAt(await week(orgCode, department), now());
    },

    /** Replaces the whole week of one department of one organisation. */
    async setWeek(
      orgCode: string,
      department: OperatingHoursDepartment,
      days: readonly OperatingHoursDay[],
      updatedBy: string,
    ): Promise<void> {
      const updatedAt = now();
      await db.transaction(async (tx) => {
        for (const day of days) {
          const values = { ...day, orgCode, department, updatedAt, updatedBy };
          await tx
            .insert(operatingHours)
            .values(values)
            .onConflictDoUpdate({
              target: [
                operatingHours.orgCode,
                operatingHours.department,
                operatingHours.weekdayValue,
              ],
              set: {
                isOpen: day.isOpen,
                startTime: day.startTime,
                endTime: day.endTime,
                updatedAt,
                updatedBy,
              },
            });
        }
      });
    },
  };
}
