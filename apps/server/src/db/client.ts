import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runInChildNode } from '../lib/child-node';
import { createNotificationListener, type NotificationListener } from './notification-listener';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations). */
  execScript: (sql: string) => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the whole data directory, to start other databases from. */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL only: the instance's one LISTEN connection, outside the pool, for all channels. */
  listener?: NotificationListener;
  /**
   * PGlite only: its notifications, heard in this process at commit. Only the job worker uses
   * them; the modules that take `listener` to mean "several instances" keep their in-process ways.
   */
  ownNotifications?: NotificationListener;
};

export type DatabaseTarget =
  /** template: a dumped data directory to start from (tests start from a migrated one). */
  | { kind: 'pglite'; dataDir: string | null; template?: Blob }
  | {
      kind: 'postgres';
      /** The pool's; may be a pooler in transaction mode (PgBouncer). */
      url: string;
      /** The LISTEN connection's: PostgreSQL itself or a pooler in session mode; else `url`. */
      listenUrl?: string;
      searchPath?: string;
      maxConnections?: number;
    };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir, target.template)
    : openPostgres(target);
}

/**
 * PGlite and its driver load only where the embedded database is used: a server on PostgreSQL
 * does not hold them in memory (docs/decisions/0033).
 */
async function loadPglite() {
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  /**
   * PostgreSQL's buffers live in PGlite's WebAssembly memory, which never shrinks: 128 MB of
   * shared buffers by default. The embedded database is small and one process uses it, so 16 MB
   * (and 1 MB of WAL buffers) keep resident memory down at no measurable cost (decision 0022).
   */
  const startParams = [
    ...PGlite.defaultStartParams,
    ...['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB'],
  ];
  return { PGlite, drizzle, startParams };
}

/**
 * Creating a data directory (initdb) leaves some 400 MB resident that this process would keep
 * until a garbage collection happens to free it: a short-lived child process creates it instead.
 */
async function createPgliteDataDir(dataDir: string, startParams: string[]): Promise<void> {
  const script = [
    `import { PGlite } from ${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))};`,
    'const db = new PGlite({ dataDir: process.argv[1], startParams: JSON.parse(process.argv[2]) });',
    'await db.waitReady;',
    'await db.close();',
  ].join('\n');
  await runInChildNode(script, [dataDir, JSON.stringify(startParams)]);
}

async function openPglite(dataDir: string | null, template?: Blob): Promise<DatabaseHandle> {
  const { PGlite, drizzle, startParams } = await loadPglite();
  if (dataDir && !template && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await createPgliteDataDir(dataDir, startParams);
  }
  // Without a directory PGlite keeps the database in memory (tests, e2e).
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    startParams,
  });
  await client.waitReady;
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    kind: 'pglite',
    execScript: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    ownNotifications: {
      // No connection to lose: nothing to reconnect, nothing missed.
      listen: async ({ channel, onNotification }) => client.listen(channel, onNotification),
    },
  };
}

/**
 * A pool whose connections keep no session state between transactions (no LISTEN, no SET, no
 * named prepared statements: drizzle names none unless asked), so that PgBouncer in transaction
 * mode may sit in front of it, and one LISTEN connection beside it (decision 0042).
 */
async function openPostgres(
  target: Extract<DatabaseTarget, { kind: 'postgres' }>,
): Promise<DatabaseHandle> {
  // Loaded here, as PGlite is in its place: a server on PGlite starts without the pg driver.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const searchPath = target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {};
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.maxConnections ?? 10,
    ...searchPath,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const probe = await pool.connect();
  probe.release();
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    execScript: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
    listener: createNotificationListener(async () => {
      const client = new pg.Client({ connectionString: target.listenUrl ?? target.url });
      await client.connect();
      return client;
    }),
  };
}
