import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { featureFlagOverrides } from '../../db/schema';

describe('feature_flag_overrides', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('has in the migrated database exactly the columns drizzle declares', async () => {
    const { rows } = (await database.db.execute(sql`
      select column_name as name, data_type as type, is_nullable = 'NO' as "notNull"
      from information_schema.columns
      where table_schema = current_schema() and table_name = 'feature_flag_overrides'
      order by column_name`)) as { rows: { name: string; type: string; notNull: boolean }[] };
    const declared = getTableConfig(featureFlagOverrides)
      .columns.map((c) => ({ name: c.name, type: c.getSQLType(), notNull: c.notNull }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(rows).toEqual(declared);
  });
});
