import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
const legacyDir = path.join(import.meta.dirname, 'legacy-migrations');

type Journal = { entries: { idx: number; tag: string }[] };
type Migration = { name: string; sql: string };

/**
 * Applies the migrations drizzle-kit generated (in the order of its journal), each once and
 * recorded by name in `schema_migrations`, each in its own transaction under an advisory lock so
 * that instances starting together never race.
 *
 * A database created before the switch to generated migrations has the hand-written ones in its
 * ledger: it finishes those, and the generated baseline, which creates the same schema, is then
 * recorded as applied without running.
 */
export async function migrate(database: DatabaseHandle): Promise<void> {
  const [legacy, generated] = await Promise.all([readLegacy(), readGenerated()]);
  await database.execScript(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );`);
  // A database that has every generated migration (the usual start) needs no lock and no
  // transaction per migration: one read of the ledger. The ledger only grows, so this is safe
  // beside an instance that is migrating.
  if (await hasApplied(database, generated)) return;
  const startedLegacy = `EXISTS (SELECT 1 FROM schema_migrations WHERE name IN (${legacy
    .map((m) => literal(m.name))
    .join(', ')}))`;
  for (const migration of legacy) await applyOnce(database, migration, { when: startedLegacy });
  const [baseline, ...later] = generated;
  if (baseline) {
    await applyOnce(database, baseline, { when: `NOT ${startedLegacy}`, recordWhenSkipped: true });
  }
  for (const migration of later) await applyOnce(database, migration);
}

async function hasApplied(database: DatabaseHandle, migrations: Migration[]): Promise<boolean> {
  if (migrations.length === 0) return false;
  const [ledger] = await database.db
    .select({ applied: sql<number>`count(*)::int` })
    .from(sql`schema_migrations`)
    .where(
      sql`name IN (${sql.join(
        migrations.map((m) => sql`${m.name}`),
        sql`, `,
      )})`,
    );
  return ledger?.applied === migrations.length;
}

/**
 * Unless the ledger has it already: runs the migration (when `when` holds) and records it.
 * `recordWhenSkipped` records it even when it did not run, for a migration the database already
 * has the effect of.
 */
async function applyOnce(
  database: DatabaseHandle,
  { name, sql }: Migration,
  { when = 'true', recordWhenSkipped = false }: { when?: string; recordWhenSkipped?: boolean } = {},
): Promise<void> {
  const record = `INSERT INTO schema_migrations (name) VALUES (${literal(name)});`;
  // The lock and the re-check of the ledger inside the transaction make a concurrent start wait, then skip.
  await database.execScript(`
    BEGIN;
    SELECT pg_advisory_xact_lock(727274);
    DO $migration$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = ${literal(name)}) THEN
        IF ${when} THEN
          EXECUTE ${dollarQuote(sql)};
          ${record}
        ${recordWhenSkipped ? `ELSE ${record}` : ''}
        END IF;
      END IF;
    END $migration$;
    COMMIT;`);
}

async function readGenerated(): Promise<Migration[]> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return Promise.all(
    entries.map(async ({ tag }) => ({
      name: tag,
      // drizzle-kit names the public schema; unqualified, the SQL runs in whichever schema the
      // search path names (the PostgreSQL test suite gives each file a schema of its own).
      sql: (await readFile(path.join(migrationsDir, `${tag}.sql`), 'utf8')).replaceAll(
        '"public".',
        '',
      ),
    })),
  );
}

/** The hand-written migrations of before the switch, frozen: only databases that started on them run them. */
async function readLegacy(): Promise<Migration[]> {
  const files = (await readdir(legacyDir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (file) => ({
      name: file.replace(/\.sql$/, ''),
      sql: await readFile(path.join(legacyDir, file), 'utf8'),
    })),
  );
}

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function dollarQuote(sql: string): string {
  let tag = 'sql';
  while (sql.includes(`$${tag}$`)) tag += 'x';
  return `$${tag}$${sql}$${tag}$`;
}
