import type { DatabaseHandle } from '../db/client';
import { JobQueue, type JobQueueOptions } from './job-queue';
import { JobWorker, type JobWorkerOptions } from './job-worker';

export type JobSystemOptions = JobQueueOptions & JobWorkerOptions;
export type JobSystem = { queue: JobQueue; worker: JobWorker };

/**
 * A queue and a worker on one database, the worker woken by every enqueue in this process.
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
  const worker = new JobWorker(database.db, workerOptions);
  queue.onEnqueue(() => worker.wake());
  return { queue, worker };
}
