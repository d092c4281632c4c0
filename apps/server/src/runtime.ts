import pino from 'pino';
import type { AppDeps } from './app-types';
import type { Config } from './config/config';
import { loadSecrets, type Secrets } from './config/secrets';
import type { DatabaseHandle } from './db/client';
import { createJobSystem, type JobWorker, type JobWorkerOptions } from './jobs';
import { createBlobStore } from './modules/documents/create-blob-store';
import type { BlobStore } from './modules/documents/blob-store';
import { workflowDepsOf } from './modules/application/application-deps';
import { createChatBus } from './modules/chat/bus/create-chat-bus';
import { createNotaryBus } from './modules/notary/notary-bus';
import { watchSessionRevocations } from './modules/auth/session-revocations';
import { createOrganizationRegistry } from './modules/organizations/registry';
import { registerMessageDelivery } from './modules/messages/deliver-message';
import { registerApplicationJobs } from './modules/workflow/register-jobs';
import { registerRetention } from './modules/retention/retention-job';
import { devMailbox, smtpSender } from './providers/messaging';
import { movableClock } from './config/movable-clock';
import { startupProblems } from './config/startup-problems';
import { connectGatewayProviders } from './providers/gateway/gateway-providers';
import { clamdScanner } from './modules/documents/content-check/clamd-scanner';
import {
  createSandboxProviders,
  databaseTransferStore,
  DEFAULT_SANDBOX_DELAYS,
  type Providers,
  type SandboxDelays,
} from './providers';

export type Runtime = { deps: AppDeps; worker: JobWorker };

export type RuntimeOptions = {
  config: Config;
  database: DatabaseHandle;
  now?: () => Date;
  secrets?: Secrets;
  jobs?: JobWorkerOptions;
  /** Replaces the sandboxes (a vendor outage in a test, say). */
  adjustProviders?: (providers: Providers) => Providers;
  /** Replaces the store of uploads the configuration picks. */
  blobs?: BlobStore;
};

/**
 * The composition root shared by main, the tests and the benchmarks: dependencies, the job
 * system and its handlers. The caller starts and stops the worker.
 */
export async function createRuntime(options: RuntimeOptions): Promise<Runtime> {
  const { config, database } = options;
  const problems = config.env === 'production' ? startupProblems(config) : [];
  if (problems.length > 0) throw new Error(problems.join(' '));
  // In the sandbox the clock can be moved forward (the sandbox clock routes).
  const clock = config.sandbox ? movableClock(options.now) : null;
  const now = clock?.now ?? options.now ?? (() => new Date());
  const { queue, worker } = createJobSystem(database, {
    concurrency: config.jobConcurrency,
    ...options.jobs,
  });
  // Outside the sandbox the lender's gateway; a test without either runs on the sandboxes.
  const providers =
    !config.sandbox && config.providerGateway
      ? await connectGatewayProviders(config.providerGateway)
      : createSandboxProviders({
          delays: scaledDelays(config.sandboxDelayScale),
          now,
          fundingTransfers: databaseTransferStore(database.db),
        });
  const deps: AppDeps = {
    config,
    secrets: options.secrets ?? (await loadSecrets(config)),
    database,
    organizations: createOrganizationRegistry(),
    jobQueue: queue,
    providers: options.adjustProviders ? options.adjustProviders(providers) : providers,
    blobs: options.blobs ?? createBlobStore(config),
    virusScanner: config.clamdAddress ? clamdScanner(config.clamdAddress) : null,
    now,
    clock,
    chatBus: await createChatBus(database, pino({ name: 'chat-bus', level: config.logLevel })),
    notaryBus: await createNotaryBus(
      database,
      pino({ name: 'notary-bus', level: config.logLevel }),
    ),
    stopWatchingSessions: await watchSessionRevocations(
      database,
      pino({ name: 'sessions', level: config.logLevel }),
    ),
  };
  registerApplicationJobs(worker, workflowDepsOf(deps));
  const sink = devMailbox(database.db);
  registerMessageDelivery(worker, {
    db: database.db,
    organizations: deps.organizations,
    email: config.smtpUrl ? smtpSender(config.smtpUrl) : sink,
    // No SMS vendor yet: text messages go to the development sink.
    sms: sink,
    appBaseUrl: config.appBaseUrl,
    now,
  });
  registerRetention(worker, {
    db: database.db,
    queue,
    now,
    policy: config.retention,
    log: pino({ name: 'retention', level: config.logLevel }),
  });
  return { deps, worker };
}

function scaledDelays(scale: number): SandboxDelays {
  const entries = Object.entries(DEFAULT_SANDBOX_DELAYS).map(([name, ms]) => [
    name,
    Math.round(ms * scale),
  ]);
  return Object.fromEntries(entries) as SandboxDelays;
}
