import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config/config';
import type { Secrets } from '../src/config/secrets';
import type { DatabaseHandle } from '../src/db/client';
import { createRuntime } from '../src/runtime';
import type { TestDatabase } from './test-database';

export type SecondInstance = {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/**
 * Another server instance beside a test's first: its own pool on the same PostgreSQL schema and
 * the same secrets, as instances sharing a database must have (deploying.md). PostgreSQL only.
 */
export async function startSecondInstance(
  database: TestDatabase,
  secrets: Secrets,
): Promise<SecondInstance> {
  if (!database.openSecondHandle) throw new Error('PostgreSQL test databases open a second handle');
  const handle = await database.openSecondHandle();
  const runtime = await createRuntime({ config: testConfig(), database: handle, secrets });
  const app = await buildApp(runtime.deps);
  await app.ready();
  return {
    app,
    database: handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
