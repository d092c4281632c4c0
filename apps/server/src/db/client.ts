import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
  /** PostgreSQL only: a connection of its own, outside the pool, for LISTEN. */
  openListener?: () => Promise<pg.Client>;
};

export type DatabaseTarget =
  /** template: a dumped data directory to start from (tests start from a migrated one). */
  | { kind: 'pglite'; dataDir: string | null; template?: Blob }
  | { kind: 'postgres'; url: string; searchPath?: string; maxConnections?: number };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir, target.template)
    : openPostgres(target);
}

async function openPglite(dataDir: string | null, template?: Blob): Promise<DatabaseHandle> {
  // Without a directory PGlite keeps the database in memory (tests, e2e).
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    execScript: async (sql) => {
      await client.exec(sql);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(target: {
  url: string;
  searchPath?: string;
  maxConnections?: number;
}): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.maxConnections ?? 10,
    ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
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
    openListener: async () => {
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      return client;
    },
  };
}
