import type { DatabaseHandle } from '../db/client';
import { JobQueue } from './job-queue';
import { JobWorker, type JobWorkerOptions } from './job-worker';

export type JobSystem = { queue: JobQueue; worker: JobWorker };

/**
 * A queue and a worker on one database, the worker woken at the commit that makes a job due: on
 * PostgreSQL through the instance's LISTEN connection (so an enqueue on any instance wakes every
 * one), on PGlite through its own notifications. The caller registers handlers, then
 * `worker.start()` and, on shutdown, `await worker.stop()`.
 */
export function createJobSystem(
  database: DatabaseHandle,
  options: JobWorkerOptions = {},
): JobSystem {
  const listener = database.listener ?? database.ownNotifications;
  return {
    queue: new JobQueue(database.db),
    worker: new JobWorker(database.db, { ...(listener ? { listener } : {}), ...options }),
  };
}
