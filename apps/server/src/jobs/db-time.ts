import { sql, type SQL } from 'drizzle-orm';

/** `now() + ms` on the database clock, so that every instance agrees on due-ness. */
export function databaseNowPlus(ms: number): SQL {
  return sql`now() + (${ms}::double precision * interval '1 millisecond')`;
}
