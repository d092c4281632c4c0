import { z } from 'zod';
import type { Db } from '../../db/client';
import type { JobLogger, JobQueue, JobWorker } from '../../jobs';
import type { RetentionPolicy } from '../../config/retention-policy';
import { sweepRetention } from './retention-sweep';

export const RETENTION_JOB = 'retention.sweep';
/** How often the sweep runs: hourly keeps each run's deletes small. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** The first sweep after a start waits a little, past the start's own load. */
export const RETENTION_FIRST_DELAY_MS = 10 * 60 * 1000;

const zRetentionPayload = z.object({});

/**
 * One job per hour of the clock, named by its hour: every instance that starts, and every run,
 * asks for the next hour's, and the dedupe key keeps one.
 */
function hourKey(at: Date): string {
  return `${RETENTION_JOB}:${Math.floor(at.getTime() / RETENTION_INTERVAL_MS)}`;
}

export type RetentionDeps = {
  db: Db;
  queue: JobQueue;
  now: () => Date;
  policy: RetentionPolicy;
  /** Where each run's counts are written (the worker's logger by default). */
  log?: Pick<JobLogger, 'info'>;
};

/** Queues this hour's sweep if none is queued yet (called once per start). */
export async function scheduleRetention(deps: Pick<RetentionDeps, 'queue' | 'now'>): Promise<void> {
  await deps.queue.enqueue(
    RETENTION_JOB,
    {},
    { delayMs: RETENTION_FIRST_DELAY_MS, dedupeKey: hourKey(deps.now()), maxAttempts: 3 },
  );
}

/** Registers the sweep; each run first queues the next, so a failed run does not end the chain. */
export function registerRetention(worker: JobWorker, deps: RetentionDeps): void {
  worker.register(RETENTION_JOB, {
    schema: zRetentionPayload,
    timeoutMs: 10 * 60 * 1000,
    handler: async () => {
      const now = deps.now();
      await deps.queue.enqueue(
        RETENTION_JOB,
        {},
        {
          delayMs: RETENTION_INTERVAL_MS,
          dedupeKey: hourKey(new Date(now.getTime() + RETENTION_INTERVAL_MS)),
          maxAttempts: 3,
        },
      );
      const deleted = await sweepRetention(deps.db, deps.policy, now);
      deps.log?.info({ deleted }, 'retention sweep');
    },
  });
}
