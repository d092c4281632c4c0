import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { backoffDelayMs, type BackoffPolicy } from './backoff';
import { databaseNowPlus } from './db-time';
import type { NotificationListener } from '../db/notification-listener';
import { errorMessage } from './error-message';
import { JobLeaseLostError, JobTimeoutError } from './job-errors';
import type { Job, JobHandler, JobLogger } from './job-types';
import { SuccessRecorder } from './success-recorder';

export type JobWorkerOptions = {
  /** Stored in `locked_by`; defaults to host, process and a random suffix. */
  workerId?: string;
  /** How often an idle worker looks for due jobs (default 250 ms). */
  pollMs?: number;
  /** Handlers running at once (default 4). */
  concurrency?: number;
  /** How long a claim holds without renewal; renewed every third of it while running (default 30 s). */
  leaseMs?: number;
  /** Delay before retrying a failed attempt (default 1 s doubling, capped at 5 min). */
  backoff?: Partial<BackoffPolicy>;
  logger?: JobLogger;
  /** Where the `jobs_due` trigger's notifications are heard: a job became due, claim at once. */
  listener?: NotificationListener;
};

/** Notified at commit by the `jobs_due` trigger (migration 0017) when a job becomes due. */
export const JOBS_CHANNEL = 'openheloc_jobs';
/** A handler's time limit unless its registration sets one. */
const HANDLER_TIMEOUT_MS = 60_000;
/** How often the polling loop reclaims jobs whose lease lapsed. */
const RECLAIM_INTERVAL_MS = 5_000;

export type JobRegistration<Schema extends z.ZodType> = {
  /** Parses the stored payload; a payload it rejects makes the job dead without running it. */
  schema: Schema;
  handler: JobHandler<z.output<Schema>>;
  timeoutMs?: number;
};

type Registered = { schema: z.ZodType; handler: JobHandler<unknown>; timeoutMs: number };

type Outcome =
  | { type: 'succeeded' }
  | { type: 'rescheduled'; runAt: Date | SQL }
  | { type: 'failed'; error: string }
  | { type: 'invalid'; error: string };

type Running = { attempts: number; controller: AbortController; done: Promise<void> };

const silentLogger: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED (so instances sharing one PostgreSQL never claim the
 * same job), runs them with bounded concurrency, and records the outcome. Due-ness and leases use
 * the database clock so that instances agree.
 */
export class JobWorker {
  readonly id: string;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly backoff: BackoffPolicy;
  private logger: JobLogger;
  private readonly handlers = new Map<string, Registered>();
  private readonly inFlight = new Map<number, Running>();
  private loop: Promise<void> | null = null;
  private stopping = false;
  private saturated = false;
  private wakePending = false;
  private wakeSleeper: (() => void) | null = null;
  private lastReclaimAt = Number.NEGATIVE_INFINITY;
  private heartbeat: NodeJS.Timeout | null = null;
  private renewing = false;
  private readonly successes: SuccessRecorder;
  private readonly listener: NotificationListener | undefined;
  private unlisten: Promise<(() => Promise<void>) | null> | null = null;

  constructor(
    private readonly db: Db,
    options: JobWorkerOptions = {},
  ) {
    this.id = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.pollMs = positive('pollMs', options.pollMs ?? 250);
    this.concurrency = positive('concurrency', options.concurrency ?? 4);
    if (!Number.isInteger(this.concurrency))
      throw new RangeError('concurrency must be a whole number');
    this.leaseMs = positive('leaseMs', options.leaseMs ?? 30_000);
    this.backoff = {
      baseMs: positive('backoff.baseMs', options.backoff?.baseMs ?? 1_000),
      capMs: positive('backoff.capMs', options.backoff?.capMs ?? 5 * 60_000),
    };
    this.logger = options.logger ?? silentLogger;
    this.successes = new SuccessRecorder(db, this.id);
    this.listener = options.listener;
  }

  /** The app's logger exists only once the app is built, after the worker. */
  setLogger(logger: JobLogger): void {
    this.logger = logger;
  }

  register<Schema extends z.ZodType>(kind: string, registration: JobRegistration<Schema>): this {
    if (this.handlers.has(kind))
      throw new Error(`A handler for job kind ${kind} is already registered`);
    this.handlers.set(kind, {
      schema: registration.schema,
      handler: registration.handler as JobHandler<unknown>,
      timeoutMs: positive('timeoutMs', registration.timeoutMs ?? HANDLER_TIMEOUT_MS),
    });
    return this;
  }

  /** Starts polling; a no-op while already started. */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.poll();
    // A notification is only a hint: polling finds whatever was missed while not listening.
    this.unlisten =
      this.listener
        ?.listen({
          channel: JOBS_CHANNEL,
          onNotification: () => this.wake(),
          onReconnect: () => this.wake(),
          log: this.logger,
          name: 'job listener',
        })
        .catch((error: unknown) => {
          this.logger.error({ err: error, workerId: this.id }, 'Job worker could not listen');
          return null;
        }) ?? null;
  }

  /** Resolves once the started worker receives due-job notifications (at once without them). */
  async listening(): Promise<void> {
    await this.unlisten;
  }

  /** Stops claiming, then waits for the handlers in flight and their recorded outcomes. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    const stopListening = await this.unlisten;
    this.unlisten = null;
    await stopListening?.();
    await this.loop;
    this.loop = null;
    await Promise.allSettled([...this.inFlight.values()].map((running) => running.done));
    this.stopping = false;
  }

  /** Looks for due jobs now instead of at the next poll. */
  private wake(): void {
    if (this.wakeSleeper) this.wakeSleeper();
    else this.wakePending = true;
  }

  /** One pass without the polling loop: reclaim lapsed leases, claim a batch, run it to the end. */
  async runOnce(): Promise<number> {
    await this.reclaimExpired();
    const batch = await this.claim(this.concurrency - this.inFlight.size);
    await Promise.all(batch.map((job) => this.launch(job)));
    return batch.length;
  }

  private async poll(): Promise<void> {
    let failures = 0;
    while (!this.stopping) {
      try {
        if (performance.now() - this.lastReclaimAt >= RECLAIM_INTERVAL_MS)
          await this.reclaimExpired();
        const free = this.concurrency - this.inFlight.size;
        const batch = await this.claim(free);
        for (const job of batch) void this.launch(job);
        failures = 0;
        // A full batch means more may be due: claim again at once if a slot is free, else when one frees.
        if (batch.length === free) {
          if (this.inFlight.size < this.concurrency) continue;
          this.saturated = true;
        }
      } catch (error) {
        failures += 1;
        this.logger.error({ err: error, workerId: this.id }, 'Job worker could not poll');
      }
      // An unreachable database is polled less and less often, up to every 30 s.
      const delay =
        failures === 0
          ? this.pollMs
          : backoffDelayMs(failures, { baseMs: this.pollMs, capMs: 30_000 });
      if (!this.stopping) await this.sleep(delay);
      // Let jobs finishing in the same tick free their slots, so that the next claim is one batch.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.wakePending) {
      this.wakePending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeSleeper = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeSleeper = done;
    });
  }

  /**
   * One statement, so one round trip and one commit: the due ids are picked once (an ARRAY
   * subquery is an InitPlan, never re-run) and locked with SKIP LOCKED, so instances sharing one
   * PostgreSQL never claim the same job.
   */
  private async claim(limit: number): Promise<Job[]> {
    const kinds = [...this.handlers.keys()];
    if (limit <= 0 || kinds.length === 0) return [];
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`), inArray(jobs.kind, kinds)))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: this.id,
        leaseExpiresAt: databaseNowPlus(this.leaseMs),
        updatedAt: sql`now()`,
      })
      .where(sql`${jobs.id} = ANY(ARRAY(${due}))`)
      .returning();
    return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  }

  /** Puts jobs whose worker stopped renewing (a crashed instance) back in the queue, or dead when out of attempts. */
  private async reclaimExpired(): Promise<void> {
    this.lastReclaimAt = performance.now();
    const exhausted = sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
    const reclaimed = await this.db
      .update(jobs)
      .set({
        status: sql`CASE WHEN ${exhausted} THEN 'dead' ELSE 'queued' END`,
        lastError: sql`'Lease expired while held by ' || coalesce(${jobs.lockedBy}, 'an unknown worker')`,
        finishedAt: sql`CASE WHEN ${exhausted} THEN now() END`,
        runAt: sql`now()`,
        lockedBy: null,
        leaseExpiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.status, 'running'), lt(jobs.leaseExpiresAt, sql`now()`)))
      .returning({ id: jobs.id, kind: jobs.kind, status: jobs.status });
    for (const job of reclaimed) {
      this.logger.warn(
        { jobId: job.id, kind: job.kind, status: job.status, workerId: this.id },
        'Reclaimed job with lapsed lease',
      );
    }
  }

  private launch(job: Job): Promise<void> {
    const controller = new AbortController();
    const running: Running = { attempts: job.attempts, controller, done: Promise.resolve() };
    this.inFlight.set(job.id, running);
    this.startHeartbeat();
    running.done = this.execute(job, controller)
      .catch((error: unknown) => {
        // The lease lapses and another pass retries the job.
        this.logger.error(
          { err: error, jobId: job.id, kind: job.kind, workerId: this.id },
          'Could not record job outcome',
        );
      })
      .finally(() => {
        this.inFlight.delete(job.id);
        if (this.inFlight.size === 0) this.stopHeartbeat();
        if (this.saturated) {
          this.saturated = false;
          this.wake();
        }
      });
    return running.done;
  }

  private async execute(job: Job, controller: AbortController): Promise<void> {
    const registered = this.handlers.get(job.kind);
    const outcome: Outcome = registered
      ? await this.runHandler(job, registered, controller)
      : { type: 'invalid', error: `No handler registered for job kind ${job.kind}` };
    await this.record(job, outcome);
  }

  private async runHandler(
    job: Job,
    registered: Registered,
    controller: AbortController,
  ): Promise<Outcome> {
    const parsed = registered.schema.safeParse(job.payload);
    if (!parsed.success)
      return { type: 'invalid', error: `Invalid payload: ${z.prettifyError(parsed.error)}` };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new JobTimeoutError(registered.timeoutMs);
        controller.abort(error);
        reject(error);
      }, registered.timeoutMs);
    });
    try {
      const context = {
        job: { ...job, payload: parsed.data },
        attempt: job.attempts,
        signal: controller.signal,
      };
      const result = await Promise.race([registered.handler(context), timeout]);
      if (result && 'retryAt' in result) {
        if (!(result.retryAt instanceof Date) || Number.isNaN(result.retryAt.getTime())) {
          return { type: 'failed', error: 'Handler asked to retry at an invalid date' };
        }
        return { type: 'rescheduled', runAt: result.retryAt };
      }
      if (result && 'retryInMs' in result) {
        if (!Number.isFinite(result.retryInMs) || result.retryInMs < 0) {
          return { type: 'failed', error: 'Handler asked to retry after an invalid delay' };
        }
        return { type: 'rescheduled', runAt: databaseNowPlus(result.retryInMs) };
      }
      return { type: 'succeeded' };
    } catch (error) {
      return { type: 'failed', error: errorMessage(error) };
    } finally {
      clearTimeout(timer);
    }
  }

  private async record(job: Job, outcome: Outcome): Promise<void> {
    const details = { jobId: job.id, kind: job.kind, attempt: job.attempts, workerId: this.id };
    if (outcome.type === 'succeeded') {
      const recorded = await this.successes.record({ id: job.id, attempts: job.attempts });
      if (!recorded) this.logger.warn(details, 'Job outcome discarded: the lease was lost');
      return;
    }
    const dead =
      outcome.type === 'invalid' || (outcome.type === 'failed' && job.attempts >= job.maxAttempts);
    const release = { lockedBy: null, leaseExpiresAt: null, updatedAt: sql`now()` };
    const changes =
      outcome.type === 'rescheduled'
        ? { status: 'queued' as const, runAt: outcome.runAt, attempts: sql`${jobs.attempts} - 1` }
        : dead
          ? { status: 'dead' as const, lastError: outcome.error, finishedAt: sql`now()` }
          : {
              status: 'queued' as const,
              lastError: outcome.error,
              runAt: databaseNowPlus(backoffDelayMs(job.attempts, this.backoff)),
            };
    // Fenced on this claim: a job reclaimed from this worker meanwhile belongs to its new run.
    const updated = await this.db
      .update(jobs)
      .set({ ...release, ...changes })
      .where(
        and(
          eq(jobs.id, job.id),
          eq(jobs.status, 'running'),
          eq(jobs.lockedBy, this.id),
          eq(jobs.attempts, job.attempts),
        ),
      )
      .returning({ id: jobs.id });
    if (updated.length === 0) {
      this.logger.warn(details, 'Job outcome discarded: the lease was lost');
    } else if (outcome.type !== 'rescheduled') {
      if (dead) this.logger.error({ ...details, error: outcome.error }, 'Job is dead');
      else this.logger.warn({ ...details, error: outcome.error }, 'Job attempt failed; will retry');
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.renewLeases(), this.leaseMs / 3);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** Extends the leases of running jobs; a job no longer ours has its handler signalled to stop. */
  private async renewLeases(): Promise<void> {
    if (this.renewing) return;
    const snapshot = [...this.inFlight.entries()];
    if (snapshot.length === 0) return;
    this.renewing = true;
    try {
      const renewed = await this.db
        .update(jobs)
        .set({ leaseExpiresAt: databaseNowPlus(this.leaseMs) })
        .where(
          and(
            inArray(
              jobs.id,
              snapshot.map(([id]) => id),
            ),
            eq(jobs.status, 'running'),
            eq(jobs.lockedBy, this.id),
          ),
        )
        .returning({ id: jobs.id, attempts: jobs.attempts });
      const held = new Map(renewed.map((row) => [row.id, row.attempts]));
      for (const [id, running] of snapshot) {
        if (held.get(id) !== running.attempts && this.inFlight.get(id) === running) {
          running.controller.abort(new JobLeaseLostError());
        }
      }
    } catch (error) {
      this.logger.error({ err: error, workerId: this.id }, 'Could not renew job leases');
    } finally {
      this.renewing = false;
    }
  }
}

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0)
    throw new RangeError(`${name} must be a positive number`);
  return value;
}
