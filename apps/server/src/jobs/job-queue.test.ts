import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { jobs } from '../db/schema';
import { CANCELLED_ERROR, DEFAULT_MAX_ATTEMPTS, JobQueue } from './job-queue';
import { JobWorker } from './job-worker';
import { jobById } from './test-support';
import { z } from 'zod';

describe('JobQueue', () => {
  let database: TestDatabase;
  let queue: JobQueue;
  const jobCount = async () => (await database.db.select({ n: count() }).from(jobs))[0]?.n;

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = new JobQueue(database.db);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  it('stores a queued job due now with the defaults', async () => {
    const applicationUuid = randomUUID();
    const { job, created } = await queue.enqueue(
      'credit.pull',
      { bureau: 'sandbox' },
      { applicationUuid },
    );
    expect(created).toBe(true);
    expect(job).toMatchObject({
      kind: 'credit.pull',
      payload: { bureau: 'sandbox' },
      status: 'queued',
      attempts: 0,
      maxAttempts: DEFAULT_MAX_ATTEMPTS,
      lastError: null,
      lockedBy: null,
      leaseExpiresAt: null,
      dedupeKey: null,
      applicationUuid,
      finishedAt: null,
    });
    expect(job.runAt.getTime()).toBe(job.createdAt.getTime());
    expect(await jobById(database.db, job.id)).toEqual(job);
  });

  it('returns null for a job that does not exist', async () => {
    expect(await jobById(database.db, 987_654)).toBeNull();
  });

  it('schedules delayMs on the database clock and runAt as given', async () => {
    const delayed = (await queue.enqueue('k', {}, { delayMs: 90_000 })).job;
    expect(delayed.runAt.getTime() - delayed.createdAt.getTime()).toBe(90_000);
    const runAt = new Date('2031-05-06T07:08:09.123Z');
    expect((await queue.enqueue('k', {}, { runAt })).job.runAt).toEqual(runAt);
  });

  it('makes a second enqueue with the same dedupe key a no-op returning the first job', async () => {
    const first = await queue.enqueue('bpo.order', { n: 1 }, { dedupeKey: 'bpo:app-1' });
    const second = await queue.enqueue('bpo.order', { n: 2 }, { dedupeKey: 'bpo:app-1' });
    expect(second).toEqual({ job: first.job, created: false });
    expect(await jobCount()).toBe(1);
  });

  it('leaves no job behind when the enqueuing transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue('k', { step: 'with state change' }, {}, tx);
        throw new Error('state change failed');
      }),
    ).rejects.toThrow('state change failed');
    expect(await jobCount()).toBe(0);
  });

  it('commits the job with the transaction that enqueued it', async () => {
    const id = await database.db.transaction(
      async (tx) => (await queue.enqueue('k', {}, {}, tx)).job.id,
    );
    expect((await jobById(database.db, id))?.status).toBe('queued');
  });

  it.each([
    { name: 'an empty kind', kind: ' ', payload: {}, options: {}, message: 'A job needs a kind' },
    {
      name: 'no payload',
      kind: 'k',
      payload: undefined,
      options: {},
      message: 'A job needs a JSON payload',
    },
    {
      name: 'runAt and delayMs',
      kind: 'k',
      payload: {},
      options: { runAt: new Date(), delayMs: 5 },
      message: 'not both',
    },
    {
      name: 'a negative delay',
      kind: 'k',
      payload: {},
      options: { delayMs: -1 },
      message: 'delayMs must be',
    },
    {
      name: 'an invalid runAt',
      kind: 'k',
      payload: {},
      options: { runAt: new Date('nope') },
      message: 'runAt is not',
    },
    {
      name: 'zero attempts',
      kind: 'k',
      payload: {},
      options: { maxAttempts: 0 },
      message: 'maxAttempts must be',
    },
  ])('refuses $name', async ({ kind, payload, options, message }) => {
    await expect(queue.enqueue(kind, payload, options)).rejects.toThrow(message);
    expect(await jobCount()).toBe(0);
  });

  it('cancels a queued job by its dedupe key so that no worker runs it', async () => {
    const { job } = await queue.enqueue('reminder', {}, { dedupeKey: 'reminder:app-2' });
    const cancelled = await queue.cancel('reminder:app-2');
    expect(cancelled).toMatchObject({ id: job.id, status: 'failed', lastError: CANCELLED_ERROR });
    expect(cancelled?.finishedAt).toBeInstanceOf(Date);

    let ran = false;
    const worker = new JobWorker(database.db).register('reminder', {
      schema: z.object({}),
      handler: async () => {
        ran = true;
      },
    });
    expect(await worker.runOnce()).toBe(0);
    expect(ran).toBe(false);
  });

  it('cancels nothing for an unknown key or a job that already finished', async () => {
    expect(await queue.cancel('no-such-key')).toBeNull();
    const { job } = await queue.enqueue('k', {}, { dedupeKey: 'done' });
    await database.db.update(jobs).set({ status: 'succeeded' }).where(eq(jobs.id, job.id));
    expect(await queue.cancel('done')).toBeNull();
    expect((await jobById(database.db, job.id))?.status).toBe('succeeded');
  });

  it('rejects an unknown status in the database itself', async () => {
    await expect(
      database.db.execute(
        sql`insert into jobs (kind, payload, status, max_attempts) values ('k', '{}', 'paused', 1)`,
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining('jobs_status_check') } });
  });
});
