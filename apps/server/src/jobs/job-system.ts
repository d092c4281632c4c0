import type { DatabaseHandle } from '../db/client';
import { listenForDueJobs } from './due-notifications';
import { JobQueue, type JobQueueOptions } from './job-queue';
import { JobWorker, type JobWorkerOptions } from './job-worker';

export type JobSystemOptions = JobQueueOptions & JobWorkerOptions;
export type JobSystem = { queue: JobQueue; worker: JobWorker };

/**
 * A queue and a worker on one database, the worker woken as soon as a job is due.
 * The caller registers handlers, then `worker.start()` and, on shutdown, `await worker.stop()`.
 */
export function createJobSystem(
  database: DatabaseHandle,
  options: JobSystemOptions = {},
): JobSystem {
  const { defaultMaxAttempts, ...workerOptions } = options;
  const queue = new JobQueue(
    database.db,
    defaultMaxAttempts === undefined ? {} : { defaultMaxAttempts },
  );
  const { listener } = database;
  const worker = new JobWorker(database.db, {
    ...(listener ? { dueNotifications: listenForDueJobs(listener) } : {}),
    ...workerOptions,
  });
  // PostgreSQL notifies every instance at commit. PGlite is this process alone: its one
  // connection runs the woken worker's claim only after the enqueueing transaction has ended.
  if (!listener) queue.onEnqueue(() => worker.wake());
  return { queue, worker };
}
