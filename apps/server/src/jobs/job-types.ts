import type { Db } from '../db/client';
import type { JobRow } from '../db/rows';

export type JobStatus = JobRow['status'];

/** One stored job; `payload` is the parsed payload inside a handler, raw JSON elsewhere. */
export type Job<Payload = unknown> = Omit<JobRow, 'payload'> & { payload: Payload };

export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a query runs: the database, or a transaction so that a state change and its job commit together. */
export type DbExecutor = Db | DbTransaction;

export type EnqueueOptions = {
  /** When the job becomes due (caller's clock). Exclusive with `delayMs`. */
  runAt?: Date;
  /** Due this long after the database's `now()`. Exclusive with `runAt`. */
  delayMs?: number;
  /** A second enqueue with the same key returns the existing job, whatever its status. */
  dedupeKey?: string;
  maxAttempts?: number;
  applicationUuid?: string;
};

export type EnqueueResult = { job: Job; created: boolean };

export type JobContext<Payload> = {
  job: Job<Payload>;
  /** 1 for the first run; a reschedule through `retryAt` / `retryInMs` does not count. */
  attempt: number;
  /** Aborted when the handler times out or this worker loses the job's lease. */
  signal: AbortSignal;
};

/** A handler may ask to run again later (polling a third party) without it counting as a failure. */
export type JobReschedule = { retryAt: Date } | { retryInMs: number };

export type JobHandler<Payload> = (context: JobContext<Payload>) => Promise<void | JobReschedule>;

/** Pino-compatible (Fastify's `app.log` fits). */
export type JobLogger = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};
