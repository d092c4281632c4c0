import { buildApp } from './app';
import { loadConfig } from './config/config';
import { loadSecrets } from './config/secrets';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { createOrganizationRegistry } from './modules/organizations/registry';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await migrate(database);
  const secrets = await loadSecrets(config);
  const app = await buildApp({
    config,
    secrets,
    database,
    organizations: createOrganizationRegistry(),
    now: () => new Date(),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir ?? 'memory' },
    `OpenHELOC at http://localhost:${config.port}/account/heloc/`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
