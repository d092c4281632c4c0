import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-types';
import { testConfig, type Config } from '../src/config/config';
import type { JobWorker } from '../src/jobs';
import { createRuntime } from '../src/runtime';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestContext = {
  app: FastifyInstance;
  database: TestDatabase;
  deps: AppDeps;
  worker: JobWorker;
  /** Runs due jobs until none is left (jobs queue further jobs as states settle). */
  drainJobs: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The real app on a database of its own, with instant sandboxes and a job worker that runs only
 * when the test drains it; inject requests with `app.inject`.
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    now?: () => Date;
    logStream?: NodeJS.WritableStream;
    /** Adds routes before the app is ready (for testing the core itself). */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const { deps, worker } = await createRuntime({
    config: testConfig(options.config),
    database,
    ...(options.now ? { now: options.now } : {}),
  });
  const app = await buildApp(deps, options.logStream ? { logStream: options.logStream } : {});
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    deps,
    worker,
    drainJobs: async () => {
      while ((await worker.runOnce()) > 0);
    },
    close: async () => {
      await worker.stop();
      await app.close();
      await database.dispose();
    },
  };
}

export const OPS_AUTH = { authorization: 'Bearer test-ops-token-123' };
