import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalog } from '../../test/schema-catalog';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrate } from './migrate';

const ledger = async (database: TestDatabase) =>
  (
    (await database.db.execute(sql`select name from schema_migrations order by name`)) as {
      rows: { name: string }[];
    }
  ).rows.map((row) => row.name);

describe('migrate', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('records each migration once, however often it runs', async () => {
    const before = await ledger(database);
    await Promise.all([migrate(database), migrate(database)]);
    expect(await ledger(database)).toEqual(before);
    expect(before).toContain('0000_baseline');
  });

  it('finishes a database begun on the hand-written migrations and gives it the same schema as a new one', async () => {
    const legacyDir = path.join(import.meta.dirname, 'legacy-migrations');
    const legacy = (await readdir(legacyDir)).filter((f) => f.endsWith('.sql')).sort();
    const old = await createTestDatabase({ empty: true });
    try {
      // As the hand-written migrator left a database before the last of them was written.
      await old.execScript(
        'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());',
      );
      for (const file of legacy.slice(0, -1)) {
        await old.execScript(await readFile(path.join(legacyDir, file), 'utf8'));
        await old.execScript(
          `INSERT INTO schema_migrations (name) VALUES ('${file.replace(/\.sql$/, '')}');`,
        );
      }

      await migrate(old);

      expect(await ledger(old)).toEqual(
        [...legacy.map((file) => file.replace(/\.sql$/, '')), ...(await ledger(database))]
          .filter((name, i, all) => all.indexOf(name) === i)
          .sort(),
      );
      expect(await readCatalog(old.db)).toEqual(await readCatalog(database.db));
    } finally {
      await old.dispose();
    }
  });
});
