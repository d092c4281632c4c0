import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { databaseNowPlus } from './db-time';
import type { DbExecutor, EnqueueOptions, EnqueueResult, Job } from './job-types';

export const DEFAULT_MAX_ATTEMPTS = 5;
/** `last_error` of a job stopped by `cancel` (status `failed`). */
export const CANCELLED_ERROR = 'cancelled';

/**
 * Stores a job with `executor`: pass the transaction of the state change the job belongs to, so
 * that both commit or neither does. With a `dedupeKey` already stored, nothing is written and
 * that job is returned. A worker hears of a due job at commit (the `jobs_due` trigger).
 */
export async function enqueueJob(
  executor: DbExecutor,
  kind: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<EnqueueResult> {
  if (kind.trim() === '') throw new TypeError('A job needs a kind');
  if (payload === undefined) throw new TypeError('A job needs a JSON payload');
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new RangeError('maxAttempts must be a whole number, 1 or more');
  const dedupeKey = options.dedupeKey ?? null;
  // ON CONFLICT waits for a concurrent insert of the same key; if that one rolled back, ours wins.
  const [job] = await executor
    .insert(jobs)
    .values({
      kind,
      payload,
      runAt: runAtOf(options),
      maxAttempts,
      dedupeKey,
      applicationUuid: options.applicationUuid ?? null,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning();
  if (job) return { job, created: true };
  // Only a key conflicts (NULL keys never do).
  const [existing] = await executor
    .select()
    .from(jobs)
    .where(eq(jobs.dedupeKey, dedupeKey ?? ''));
  if (!existing) throw new Error(`Job with dedupe key ${dedupeKey} conflicted but cannot be read`);
  return { job: existing, created: false };
}

/** Writes jobs on one database; a `JobWorker` (on this instance or another) runs them. */
export class JobQueue {
  constructor(private readonly db: Db) {}

  enqueue(
    kind: string,
    payload: unknown,
    options: EnqueueOptions = {},
    executor: DbExecutor = this.db,
  ): Promise<EnqueueResult> {
    return enqueueJob(executor, kind, payload, options);
  }

  /** Stops a job that has not started (queued, including one waiting to retry); a running one finishes. */
  async cancel(dedupeKey: string, executor: DbExecutor = this.db): Promise<Job | null> {
    const [job] = await executor
      .update(jobs)
      .set({
        status: 'failed',
        lastError: CANCELLED_ERROR,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'queued')))
      .returning();
    return job ?? null;
  }

  /**
   * Makes every waiting job due `ms` sooner: the sandbox clock moved forward by `ms`, and a job
   * due at a time on that clock (the end of the right to cancel) is that much nearer.
   */
  async bringForward(ms: number, executor: DbExecutor = this.db): Promise<number> {
    const moved = await executor
      .update(jobs)
      .set({ runAt: sql`${jobs.runAt} - (${ms}::double precision * interval '1 millisecond')` })
      .where(eq(jobs.status, 'queued'))
      .returning({ id: jobs.id });
    return moved.length;
  }
}

function runAtOf(options: EnqueueOptions) {
  if (options.runAt !== undefined && options.delayMs !== undefined) {
    throw new TypeError('Give runAt or delayMs, not both');
  }
  if (options.runAt !== undefined) {
    if (Number.isNaN(options.runAt.getTime())) throw new RangeError('runAt is not a valid date');
    return options.runAt;
  }
  if (options.delayMs !== undefined) {
    if (!Number.isFinite(options.delayMs) || options.delayMs < 0) {
      throw new RangeError('delayMs must be a finite number of milliseconds, 0 or more');
    }
    return databaseNowPlus(options.delayMs);
  }
  return sql`now()`;
}
