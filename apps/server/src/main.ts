import { buildApp } from './app';
import { loadConfig } from './config/config';
import { startupProblems } from './config/startup-problems';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedSandboxBrokers } from './modules/identity-broker/sandbox-brokers';
import { seedSandboxOpsUsers } from './modules/ops-users/sandbox-ops-users';
import { scheduleRetention } from './modules/retention/retention-job';
import { createRuntime } from './runtime';
import { leftoverSandboxUsers } from './sandbox/leftover-sandbox-users';

async function main(): Promise<void> {
  const config = loadConfig();
  const problems = startupProblems(config);
  if (problems.length > 0) {
    console.error(`OpenHELOC cannot start:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
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
  const leftovers = config.sandbox ? [] : await leftoverSandboxUsers(database.db);
  if (leftovers.length > 0) {
    await database.close();
    console.error(
      `OpenHELOC cannot start: this database was a sandbox (it holds ${leftovers.join(', ')}, whose passwords are published). Use a new database outside the sandbox.`,
    );
    process.exit(1);
  }
  const { deps, worker } = await createRuntime({ config, database });
  if (config.sandbox) await seedSandboxOpsUsers(database.db, deps.secrets.encryptionKey);
  if (config.sandbox) {
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
  await scheduleRetention({ queue: deps.jobQueue, now: deps.now });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir ?? 'memory', sandbox: config.sandbox },
    `OpenHELOC${config.sandbox ? ' (sandbox: demo only, no real credit or money)' : ''} at ${config.appBaseUrl}/account/heloc/`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
