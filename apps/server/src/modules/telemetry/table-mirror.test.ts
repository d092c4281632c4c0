import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { telemetryEvents, telemetrySessions } from '../../db/schema';

// information_schema names a serial column by its storage type.
const storageType = (type: string) => (type === 'bigserial' ? 'bigint' : type);

describe('telemetry tables', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it.each<[string, PgTable]>([
    ['telemetry_sessions', telemetrySessions],
    ['telemetry_events', telemetryEvents],
  ])(
    '%s has in the migrated database exactly the columns drizzle declares',
    async (name, table) => {
      const { rows } = (await database.db.execute(sql`
      select column_name as name, data_type as type, is_nullable = 'NO' as "notNull"
      from information_schema.columns
      where table_schema = current_schema() and table_name = ${name}
      order by column_name`)) as { rows: { name: string; type: string; notNull: boolean }[] };
      const declared = getTableConfig(table)
        .columns.map((c) => ({
          name: c.name,
          type: storageType(c.getSQLType()),
          notNull: c.notNull,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
      expect(rows).toEqual(declared);
    },
  );
});
