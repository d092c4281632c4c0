import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type DatabaseKind = 'pglite' | 'postgres';
/** Where one server run keeps its data: env for the server, and how to remove it afterwards. */
export type DatabasePlace = { env: Record<string, string>; dispose: () => Promise<void> };

export const postgresBenchUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;

/**
 * PGlite in a fresh directory on disk, as `npm start` runs it; or a fresh database on the given
 * PostgreSQL, dropped afterwards.
 */
export async function openPlace(kind: DatabaseKind): Promise<DatabasePlace> {
  if (kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'openheloc-bench-'));
    return { env: { DATA_DIR: dir }, dispose: () => rm(dir, { recursive: true, force: true }) };
  }
  const adminUrl = postgresBenchUrl();
  if (!adminUrl) throw new Error('PostgreSQL bench needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  const name = `openheloc_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    dispose: () => adminQuery(adminUrl, `DROP DATABASE ${name} WITH (FORCE)`),
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
