import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrate } from './migrate';

describe('migrate', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('records each committed migration once, however often it runs', async () => {
    const ledger = async () =>
      (
        (await database.db.execute(sql`select name from schema_migrations order by name`)) as {
          rows: { name: string }[];
        }
      ).rows.map((row) => row.name);
    const before = await ledger();
    await Promise.all([migrate(database), migrate(database)]);
    expect(await ledger()).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
  });
});
