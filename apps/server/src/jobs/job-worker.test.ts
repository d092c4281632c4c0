import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { jobs } from '../db/schema';
import { JobLeaseLostError, JobTimeoutError } from './job-errors';
import { JobQueue } from './job-queue';
import { createJobSystem } from './job-system';
import type { Job, JobContext } from './job-types';
import { JobWorker, type JobWorkerOptions } from './job-worker';
import { deferred, jobById, makeDue, recordingLogger, waitFor } from './test-support';

const zPayload = z.object({ n: z.number().int() });
type Payload = z.output<typeof zPayload>;

describe('JobWorker', () => {
  let database: TestDatabase;
  let queue: JobQueue;
  const stored = async (id: number): Promise<Job> => {
    const job = await jobById(database.db, id);
    if (!job) throw new Error(`job ${id} is gone`);
    return job;
  };
  const newWorker = (options: JobWorkerOptions = {}) =>
    new JobWorker(database.db, { pollMs: 10, ...options });

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = new JobQueue(database.db);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  it('claims a due job, runs it with its parsed payload and records success', async () => {
    const seen: JobContext<Payload>[] = [];
    const worker = newWorker({ workerId: 'w1' }).register('echo', {
      schema: zPayload,
      handler: async (context) => {
        seen.push(context);
      },
    });
    const applicationUuid = randomUUID();
    const { job } = await queue.enqueue('echo', { n: 7 }, { applicationUuid });

    expect(await worker.runOnce()).toBe(1);

    expect(seen).toHaveLength(1);
    expect(seen[0]?.job).toMatchObject({
      id: job.id,
      payload: { n: 7 },
      applicationUuid,
      lockedBy: 'w1',
    });
    expect(seen[0]?.attempt).toBe(1);
    expect(seen[0]?.signal.aborted).toBe(false);
    const done = await stored(job.id);
    expect(done).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      lockedBy: null,
      leaseExpiresAt: null,
    });
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect(await worker.runOnce()).toBe(0);
  });

  it('claims due jobs in run_at then id order and leaves future ones alone', async () => {
    const order: number[] = [];
    const worker = newWorker({ concurrency: 1 }).register('echo', {
      schema: zPayload,
      handler: async ({ job }) => {
        order.push(job.payload.n);
      },
    });
    const at = (iso: string) => ({ runAt: new Date(iso) });
    await queue.enqueue('echo', { n: 3 }, at('2024-01-01T00:00:03Z'));
    await queue.enqueue('echo', { n: 1 }, at('2024-01-01T00:00:01Z'));
    await queue.enqueue('echo', { n: 2 }, at('2024-01-01T00:00:03Z'));
    await queue.enqueue('echo', { n: 4 }, { delayMs: 60_000 });

    while ((await worker.runOnce()) > 0);

    expect(order).toEqual([1, 3, 2]);
  });

  it('does not claim kinds it has no handler for', async () => {
    const worker = newWorker().register('echo', { schema: zPayload, handler: async () => {} });
    const { job } = await queue.enqueue('someone-elses-kind', { n: 1 });
    expect(await worker.runOnce()).toBe(0);
    expect((await stored(job.id)).status).toBe('queued');
  });

  it('retries a failing job with capped exponential backoff, then marks it dead', async () => {
    const attempts: number[] = [];
    const worker = newWorker({ backoff: { baseMs: 1_000, capMs: 1_500 } }).register('flaky', {
      schema: zPayload,
      handler: async ({ attempt }) => {
        attempts.push(attempt);
        throw new Error(`provider unavailable (${attempt})`);
      },
    });
    const { job } = await queue.enqueue('flaky', { n: 1 }, { maxAttempts: 3 });
    const delayOf = (j: Job) => j.runAt.getTime() - j.updatedAt.getTime();

    await worker.runOnce();
    const first = await stored(job.id);
    expect(first).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'Error: provider unavailable (1)',
    });
    expect(delayOf(first)).toBe(1_000);
    expect(await worker.runOnce()).toBe(0);

    await makeDue(database.db, job.id);
    await worker.runOnce();
    const second = await stored(job.id);
    expect(second).toMatchObject({
      status: 'queued',
      attempts: 2,
      lastError: 'Error: provider unavailable (2)',
    });
    expect(delayOf(second)).toBe(1_500);

    await makeDue(database.db, job.id);
    await worker.runOnce();
    const last = await stored(job.id);
    expect(last).toMatchObject({
      status: 'dead',
      attempts: 3,
      lastError: 'Error: provider unavailable (3)',
    });
    expect(last.finishedAt).toBeInstanceOf(Date);
    expect(attempts).toEqual([1, 2, 3]);

    await makeDue(database.db, job.id);
    expect(await worker.runOnce()).toBe(0);
  });

  it('marks a job with a malformed payload dead without calling its handler', async () => {
    let called = false;
    const worker = newWorker().register('typed', {
      schema: zPayload,
      handler: async () => {
        called = true;
      },
    });
    const { job } = await queue.enqueue('typed', { n: 'seven' }, { maxAttempts: 5 });

    expect(await worker.runOnce()).toBe(1);

    const dead = await stored(job.id);
    expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
    expect(dead.lastError).toMatch(/^Invalid payload: .*\n.*→ at n/);
    expect(called).toBe(false);
  });

  it('reschedules a job that returns retryAt or retryInMs without counting an attempt', async () => {
    const retryAt = new Date(Date.now() + 3_600_000);
    const answers = [{ retryAt }, { retryInMs: 2_500 }, undefined];
    const attempts: number[] = [];
    const worker = newWorker().register('bpo.poll', {
      schema: zPayload,
      handler: async ({ attempt }) => {
        attempts.push(attempt);
        return answers.shift();
      },
    });
    const { job } = await queue.enqueue('bpo.poll', { n: 1 }, { maxAttempts: 1 });

    await worker.runOnce();
    expect(await stored(job.id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      runAt: retryAt,
      lastError: null,
    });
    expect(await worker.runOnce()).toBe(0);

    await makeDue(database.db, job.id);
    await worker.runOnce();
    const polled = await stored(job.id);
    expect(polled).toMatchObject({ status: 'queued', attempts: 0 });
    expect(polled.runAt.getTime() - polled.updatedAt.getTime()).toBe(2_500);

    await makeDue(database.db, job.id);
    await worker.runOnce();
    expect(await stored(job.id)).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(attempts).toEqual([1, 1, 1]);
  });

  it('counts a handler that runs past its time limit as a failed attempt and aborts its signal', async () => {
    let reason: unknown;
    const worker = newWorker().register('slow', {
      schema: zPayload,
      timeoutMs: 20,
      handler: ({ signal }) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => {
            reason = signal.reason;
            reject(signal.reason as Error);
          });
        }),
    });
    const { job } = await queue.enqueue('slow', { n: 1 }, { maxAttempts: 2 });

    await worker.runOnce();

    expect(reason).toBeInstanceOf(JobTimeoutError);
    expect(await stored(job.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'JobTimeoutError: Handler did not finish within 20 ms',
    });
  });

  it('reclaims the job of a crashed instance once its lease lapses, and discards the late outcome', async () => {
    const started = deferred();
    const release = deferred();
    const logger = recordingLogger();
    const crashed = newWorker({ workerId: 'crashed', logger }).register('once', {
      schema: zPayload,
      handler: async () => {
        started.resolve();
        await release.promise;
      },
    });
    const ranBy: string[] = [];
    const survivor = newWorker({ workerId: 'survivor' }).register('once', {
      schema: zPayload,
      handler: async ({ job }) => {
        ranBy.push(job.lockedBy ?? '');
      },
    });
    const { job } = await queue.enqueue('once', { n: 1 });

    const crashedRun = crashed.runOnce();
    await started.promise;
    expect(await stored(job.id)).toMatchObject({
      status: 'running',
      lockedBy: 'crashed',
      attempts: 1,
    });
    expect(await survivor.runOnce()).toBe(0);

    // A frozen instance stops renewing; its lease lapses.
    await database.db
      .update(jobs)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, job.id));
    expect(await survivor.runOnce()).toBe(1);
    expect(ranBy).toEqual(['survivor']);
    expect(await stored(job.id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      lastError: 'Lease expired while held by crashed',
    });

    release.resolve();
    await crashedRun;
    expect(await stored(job.id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      lockedBy: null,
    });
    expect(logger.lines.map((line) => line.message)).toContain(
      'Job outcome discarded: the lease was lost',
    );
  });

  it('marks a reclaimed job dead when its attempts are used up', async () => {
    const { job } = await queue.enqueue('once', { n: 1 }, { maxAttempts: 1 });
    await database.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedBy: 'gone',
        leaseExpiresAt: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.id, job.id));
    const worker = newWorker().register('once', { schema: zPayload, handler: async () => {} });

    expect(await worker.runOnce()).toBe(0);

    const dead = await stored(job.id);
    expect(dead).toMatchObject({
      status: 'dead',
      lockedBy: null,
      lastError: 'Lease expired while held by gone',
    });
    expect(dead.finishedAt).toBeInstanceOf(Date);
  });

  it('renews the lease of a long handler, and signals it when another worker takes the job', async () => {
    const started = deferred();
    let reason: unknown;
    const worker = newWorker({ workerId: 'holder', leaseMs: 600 }).register('long', {
      schema: zPayload,
      handler: ({ signal }) => {
        started.resolve();
        return new Promise((_, reject) => {
          signal.addEventListener('abort', () => {
            reason = signal.reason;
            reject(signal.reason as Error);
          });
        });
      },
    });
    const { job } = await queue.enqueue('long', { n: 1 });
    const run = worker.runOnce();
    await started.promise;
    const firstLease = (await stored(job.id)).leaseExpiresAt?.getTime() ?? 0;

    await waitFor(async () => ((await stored(job.id)).leaseExpiresAt?.getTime() ?? 0) > firstLease);
    expect(await stored(job.id)).toMatchObject({ status: 'running', lockedBy: 'holder' });

    await database.db.update(jobs).set({ lockedBy: 'thief' }).where(eq(jobs.id, job.id));
    await run;
    expect(reason).toBeInstanceOf(JobLeaseLostError);
    expect(await stored(job.id)).toMatchObject({
      status: 'running',
      lockedBy: 'thief',
      attempts: 1,
    });
  });

  it('never runs more handlers at once than its concurrency', async () => {
    let running = 0;
    let peak = 0;
    const worker = newWorker({ concurrency: 2 }).register('echo', {
      schema: zPayload,
      handler: async () => {
        running += 1;
        peak = Math.max(peak, running);
        await sleep(5);
        running -= 1;
      },
    });
    const ids: number[] = [];
    for (let n = 0; n < 7; n += 1) ids.push((await queue.enqueue('echo', { n })).job.id);

    worker.start();
    await waitFor(async () =>
      (await Promise.all(ids.map(stored))).every((job) => job.status === 'succeeded'),
    );
    await worker.stop();

    expect(peak).toBe(2);
  });

  it('stop() stops claiming and waits for the handlers in flight', async () => {
    const started = deferred();
    const release = deferred();
    const worker = newWorker().register('echo', {
      schema: zPayload,
      handler: async ({ job }) => {
        if (job.payload.n === 1) {
          started.resolve();
          await release.promise;
        }
      },
    });
    const { job } = await queue.enqueue('echo', { n: 1 });
    worker.start();
    await started.promise;

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    const later = await queue.enqueue('echo', { n: 2 });
    await sleep(50);
    expect(stopped).toBe(false);
    expect((await stored(job.id)).status).toBe('running');

    release.resolve();
    await stopping;
    expect((await stored(job.id)).status).toBe('succeeded');
    expect((await stored(later.job.id)).status).toBe('queued');
  });

  it('is woken when a job is enqueued, in a transaction too, instead of waiting for its next poll', async () => {
    const system = createJobSystem(database, { pollMs: 600_000 });
    system.worker.register('echo', { schema: zPayload, handler: async () => {} });
    system.worker.start();
    await system.worker.listening();
    const first = await system.queue.enqueue('echo', { n: 1 });
    await waitFor(async () => (await stored(first.job.id)).status === 'succeeded');

    // The loop now sleeps for ten minutes unless the enqueue wakes it. A wake-up before the
    // commit would claim while the job is invisible, then sleep: the transaction lingers so that
    // such a claim would happen.
    const second = await database.db.transaction(async (tx) => {
      const enqueued = await system.queue.enqueue('echo', { n: 2 }, {}, tx);
      await sleep(50);
      return enqueued;
    });
    await waitFor(async () => (await stored(second.job.id)).status === 'succeeded');
    await system.worker.stop();
  });

  it('is woken when a waiting job becomes due (the sandbox clock brought it forward)', async () => {
    const system = createJobSystem(database, { pollMs: 600_000 });
    system.worker.register('echo', { schema: zPayload, handler: async () => {} });
    system.worker.start();
    await system.worker.listening();
    const { job } = await system.queue.enqueue('echo', { n: 1 }, { delayMs: 86_400_000 });
    // The first poll has found nothing due; the loop sleeps for ten minutes unless notified.
    await sleep(50);
    expect(await system.queue.bringForward(86_400_000)).toBe(1);
    await waitFor(async () => (await stored(job.id)).status === 'succeeded');
    await system.worker.stop();
  });

  it('refuses a second handler for one kind and options that make no sense', () => {
    const worker = newWorker().register('echo', { schema: zPayload, handler: async () => {} });
    expect(() => worker.register('echo', { schema: zPayload, handler: async () => {} })).toThrow(
      'already registered',
    );
    expect(() => newWorker({ concurrency: 1.5 })).toThrow('concurrency');
    expect(() => newWorker({ pollMs: 0 })).toThrow('pollMs');
  });
});
