import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';

export type TestDatabase = DatabaseHandle & {
  dispose: () => Promise<void>;
  /** PostgreSQL only: another pool on the same schema, as a second server instance would have. */
  openSecondHandle?: () => Promise<DatabaseHandle>;
};

let pgliteTemplate: Promise<Blob> | null = null;

/** The migrated template the global setup wrote, read once per test file. */
function readPgliteTemplate(templatePath: string): Promise<Blob> {
  pgliteTemplate ??= readFile(templatePath).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/**
 * A migrated database of its own for one test file: an in-memory PGlite started from the
 * migrated template, or, on PostgreSQL, a fresh schema in the run's database (dropped on dispose).
 * `{ empty: true }` leaves it unmigrated, for tests of the migrations themselves.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl) {
    const templatePath = empty ? null : inject('pgliteTemplatePath');
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: null,
      ...(templatePath ? { template: await readPgliteTemplate(templatePath) } : {}),
    });
    if (!empty) await migrate(database);
    return { ...database, dispose: database.close };
  }
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  await withClient(postgresUrl, (client) => client.query(`CREATE SCHEMA ${schemaName}`));
  const database = await openDatabase({
    kind: 'postgres',
    url: postgresUrl,
    searchPath: schemaName,
  });
  if (!empty) await migrate(database);
  return {
    ...database,
    openSecondHandle: () =>
      openDatabase({ kind: 'postgres', url: postgresUrl, searchPath: schemaName }),
    dispose: async () => {
      await database.close();
      await withClient(postgresUrl, (client) => client.query(`DROP SCHEMA ${schemaName} CASCADE`));
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
