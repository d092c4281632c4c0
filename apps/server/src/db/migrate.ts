import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from './client';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

/**
 * Applies the committed SQL migrations in name order, each once, inside one transaction
 * that holds an advisory lock so that instances starting together never race.
 */
export async function migrate(database: DatabaseHandle): Promise<void> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const scripts = await Promise.all(
    files.map(async (file) => ({
      file,
      sql: await readFile(path.join(migrationsDir, file), 'utf8'),
    })),
  );
  await database.execScript(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );`);
  for (const { file, sql } of scripts) {
    const name = file.replace(/\.sql$/, '');
    const quoted = name.replace(/'/g, "''");
    // Each migration runs in its own transaction guarded by the lock and a re-check of the ledger.
    await database.execScript(`
      BEGIN;
      SELECT pg_advisory_xact_lock(727274);
      DO $migration$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${quoted}') THEN
          EXECUTE ${dollarQuote(sql)};
          INSERT INTO schema_migrations (name) VALUES ('${quoted}');
        END IF;
      END $migration$;
      COMMIT;`);
  }
}

function dollarQuote(sql: string): string {
  let tag = 'sql';
  while (sql.includes(`$${tag}$`)) tag += 'x';
  return `$${tag}$${sql}$${tag}$`;
}
