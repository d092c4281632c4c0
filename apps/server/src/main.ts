import { buildApp } from './app';
import { loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedSandboxBrokers } from './modules/identity-broker/sandbox-brokers';
import { seedSandboxOpsUsers } from './modules/ops-users/sandbox-ops-users';
import { createRuntime } from './runtime';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          ...(config.databaseListenUrl ? { listenUrl: config.databaseListenUrl } : {}),
        }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await migrate(database);
  if (config.env !== 'production') await seedSandboxOpsUsers(database.db);
  const { deps, worker } = await createRuntime({ config, database });
  if (config.env !== 'production') {
    const orgCodes = deps.organizations.all().map((organization) => organization.orgCode);
    await seedSandboxBrokers(database.db, orgCodes);
  }
  const app = await buildApp(deps);
  worker.setLogger(app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Stop taking work first; in-flight jobs and requests finish before the database closes.
      await worker.stop();
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  worker.start();
  app.log.info(
    { database: database.kind, dataDir: config.dataDir ?? 'memory' },
    `OpenHELOC at http://localhost:${config.port}/account/heloc/`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
