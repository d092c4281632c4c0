import { and, eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { databaseNowPlus } from './db-time';
import type { DbExecutor, EnqueueOptions, EnqueueResult, Job } from './job-types';

export const DEFAULT_MAX_ATTEMPTS = 5;
/** `last_error` of a job stopped by `cancel` (status `failed`). */
export const CANCELLED_ERROR = 'cancelled';

export type JobQueueOptions = {
  /** Used when `enqueue` gets no `maxAttempts`. */
  defaultMaxAttempts?: number;
};

/** Writes jobs; a `JobWorker` (on this instance or another) runs them. */
export class JobQueue {
  private readonly defaultMaxAttempts: number;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly db: Db,
    options: JobQueueOptions = {},
  ) {
    this.defaultMaxAttempts = options.defaultMaxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    assertMaxAttempts(this.defaultMaxAttempts);
  }

  /** Called after each enqueue in this process (a worker here wakes without waiting for its poll). */
  onEnqueue(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Stores a job. Pass a transaction as `executor` to commit the job with the state change it
   * belongs to. With a `dedupeKey` already stored, nothing is written and that job is returned.
   */
  async enqueue(
    kind: string,
    payload: unknown,
    options: EnqueueOptions = {},
    executor: DbExecutor = this.db,
  ): Promise<EnqueueResult> {
    if (kind.trim() === '') throw new TypeError('A job needs a kind');
    if (payload === undefined) throw new TypeError('A job needs a JSON payload');
    const maxAttempts = options.maxAttempts ?? this.defaultMaxAttempts;
    assertMaxAttempts(maxAttempts);
    const values = {
      kind,
      payload,
      runAt: runAtOf(options),
      maxAttempts,
      dedupeKey: options.dedupeKey ?? null,
      applicationUuid: options.applicationUuid ?? null,
    };
    const result = await this.insert(values, executor);
    if (result.created) for (const listener of this.listeners) listener();
    return result;
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
    if (moved.length > 0) for (const listener of this.listeners) listener();
    return moved.length;
  }

  async get(id: number, executor: DbExecutor = this.db): Promise<Job | null> {
    const [job] = await executor.select().from(jobs).where(eq(jobs.id, id));
    return job ?? null;
  }

  private async insert(
    values: PgInsertValue<typeof jobs>,
    executor: DbExecutor,
  ): Promise<EnqueueResult> {
    if (typeof values.dedupeKey !== 'string') {
      const [job] = await executor.insert(jobs).values(values).returning();
      if (!job) throw new Error('Enqueue returned no job');
      return { job, created: true };
    }
    // ON CONFLICT waits for a concurrent insert of the same key; if that one rolled back, ours wins.
    const [job] = await executor
      .insert(jobs)
      .values(values)
      .onConflictDoNothing({ target: jobs.dedupeKey })
      .returning();
    if (job) return { job, created: true };
    const [existing] = await executor
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, values.dedupeKey));
    if (!existing)
      throw new Error(`Job with dedupe key ${values.dedupeKey} conflicted but cannot be read`);
    return { job: existing, created: false };
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

function assertMaxAttempts(value: number): void {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError('maxAttempts must be a whole number, 1 or more');
}
