import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-types';
import { testConfig, type Config } from '../src/config/config';
import { loadSecrets } from '../src/config/secrets';
import { createOrganizationRegistry } from '../src/modules/organizations/registry';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestContext = {
  app: FastifyInstance;
  database: TestDatabase;
  deps: AppDeps;
  close: () => Promise<void>;
};

/** The real app on a database of its own; inject requests with `app.inject`. */
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
  const config = testConfig(options.config);
  const deps: AppDeps = {
    config,
    secrets: await loadSecrets(config),
    database,
    organizations: createOrganizationRegistry(),
    now: options.now ?? (() => new Date()),
  };
  const app = await buildApp(deps, options.logStream ? { logStream: options.logStream } : {});
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    deps,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

export const OPS_AUTH = { authorization: 'Bearer test-ops-token-123' };
