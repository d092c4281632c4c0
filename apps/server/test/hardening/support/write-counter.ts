import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/db/client';

export type WriteCounts = Map<string, number>;

/**
 * Counts every row inserted, updated or deleted in each table of a test database, by a trigger
 * on each table (test databases only). A read of the counts is one small query, so a test can
 * check after every request that a refused request wrote nothing. Counts are transactional: a
 * transaction that rolls back leaves them as they were.
 */
export async function installWriteCounter(database: DatabaseHandle) {
  await database.execScript(`
    CREATE TABLE hardening_writes (tbl text PRIMARY KEY, n bigint NOT NULL);
    CREATE FUNCTION hardening_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO hardening_writes VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (tbl) DO UPDATE SET n = hardening_writes.n + 1;
      RETURN NULL;
    END $$;
    DO $$ DECLARE t text; BEGIN
      FOR t IN SELECT c.relname FROM pg_class c
               WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
                 AND c.relname NOT IN ('hardening_writes', 'schema_migrations') LOOP
        EXECUTE format('CREATE TRIGGER hardening_count_write AFTER INSERT OR UPDATE OR DELETE
                        ON %I FOR EACH ROW EXECUTE FUNCTION hardening_count_write()', t);
      END LOOP;
    END $$;
  `);
  const read = async (): Promise<WriteCounts> => {
    const result = (await database.db.execute(
      sql`select tbl, n from hardening_writes`,
    )) as unknown as {
      rows: { tbl: string; n: string | number }[];
    };
    return new Map(result.rows.map((row) => [row.tbl, Number(row.n)]));
  };
  return {
    read,
    /** The tables whose counts differ between two reads, leaving out `allowed` ones. */
    changed: (before: WriteCounts, after: WriteCounts, allowed: readonly string[] = []) =>
      [...after]
        .filter(([table, n]) => n !== (before.get(table) ?? 0) && !allowed.includes(table))
        .map(([table]) => table)
        .sort(),
    /** The tables written since `before`, leaving out `allowed` ones. */
    writtenSince: async (before: WriteCounts, allowed: readonly string[] = []) => {
      const after = await read();
      return [...after]
        .filter(([table, n]) => n !== (before.get(table) ?? 0) && !allowed.includes(table))
        .map(([table]) => table)
        .sort();
    },
  };
}

export type WriteCounter = Awaited<ReturnType<typeof installWriteCounter>>;
