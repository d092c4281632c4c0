import { count } from 'drizzle-orm';
import { formatApiDate, pacificClock } from '@openheloc/domain';
import type { Db } from '../../db/client';
import {
  applications,
  consents,
  identities,
  jobs,
  profileAddresses,
  profiles,
} from '../../db/schema';

/**
 * A birth date `years` years (plus `extraDays`) before today (the Pacific day, as the age rule
 * counts), as the API writes dates.
 */
export function bornYearsAgo(years: number, extraDays = 0): string {
  const today = pacificClock(new Date());
  return formatApiDate(new Date(today.year - years, today.month - 1, today.day - extraDays));
}

/** Rows in every table a registration writes, to prove that a refused one wrote nothing. */
export async function registrationRowCounts(db: Db) {
  const tables = { identities, profiles, profileAddresses, consents, applications, jobs };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
