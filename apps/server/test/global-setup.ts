import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    /** PGlite: a migrated data directory (a tar file) each test database starts from. */
    pgliteTemplatePath: string | null;
  }
}

/**
 * Creating a PGlite database (initdb) and migrating it takes seconds; loading a migrated copy
 * takes a fraction of that, and the suite opens a database per file and more.
 */
async function writePgliteTemplate(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrate(database);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('PGlite could not dump its data directory');
    const file = path.join(
      tmpdir(),
      `openheloc-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
    );
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

/**
 * With TEST_DB=postgres each run gets its own database on TEST_DATABASE_URL's server,
 * dropped at the end, so that runs never see each other's data.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    const template = await writePgliteTemplate();
    project.provide('postgresUrl', null);
    project.provide('pgliteTemplatePath', template);
    return () => rm(template, { force: true });
  }
  project.provide('pgliteTemplatePath', null);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `openheloc_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  project.provide('postgresUrl', url.toString());

  return async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
}
