import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { JobQueue } from './job-queue';
import { createJobSystem } from './job-system';
import { JobWorker } from './job-worker';
import { jobById, waitFor } from './test-support';

const JOBS = 500;
// PGlite is one in-process connection: two instances cannot share it, so this runs on PostgreSQL only.
const singleConnection = inject('postgresUrl') === null;

describe('two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let secondInstance: DatabaseHandle;

  beforeAll(async () => {
    if (singleConnection) return;
    database = await createTestDatabase();
    if (!database.openSecondHandle)
      throw new Error('createTestDatabase gave no second handle on PostgreSQL');
    secondInstance = await database.openSecondHandle();
  });
  afterAll(async () => {
    if (singleConnection) return;
    await secondInstance.close();
    await database.dispose();
  });

  it.skipIf(singleConnection)(
    `process ${JOBS} jobs with none run twice (skipped on PGlite: a single connection cannot host two instances)`,
    async () => {
      const queue = new JobQueue(database.db);
      const ids = new Set<number>();
      for (let n = 0; n < JOBS; n += 1) ids.add((await queue.enqueue('ledger', { n })).job.id);

      const ledger: { jobId: number; workerId: string }[] = [];
      const workers = [
        new JobWorker(database.db, { workerId: 'instance-a', pollMs: 5, concurrency: 4 }),
        new JobWorker(secondInstance.db, { workerId: 'instance-b', pollMs: 5, concurrency: 4 }),
      ];
      for (const worker of workers) {
        worker.register('ledger', {
          schema: z.object({ n: z.number() }),
          handler: async ({ job }) => {
            ledger.push({ jobId: job.id, workerId: worker.id });
            // Yield so that both instances interleave their claims.
            await new Promise((done) => setImmediate(done));
          },
        });
        worker.start();
      }
      const succeeded = async () =>
        (await database.db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'succeeded')))[0]
          ?.n;
      await waitFor(async () => (await succeeded()) === JOBS, 20);
      await Promise.all(workers.map((worker) => worker.stop()));

      expect(ledger).toHaveLength(JOBS);
      expect(new Set(ledger.map((entry) => entry.jobId))).toEqual(ids);
      const byWorker = (id: string) => ledger.filter((entry) => entry.workerId === id).length;
      expect(byWorker('instance-a')).toBeGreaterThan(0);
      expect(byWorker('instance-b')).toBeGreaterThan(0);
      const [once] = await database.db
        .select({ n: count() })
        .from(jobs)
        .where(and(inArray(jobs.id, [...ids]), eq(jobs.status, 'succeeded'), eq(jobs.attempts, 1)));
      expect(once?.n).toBe(JOBS);
    },
  );

  it.skipIf(singleConnection)(
    'wakes the worker of one instance when another enqueues (skipped on PGlite: one instance)',
    async () => {
      const system = createJobSystem(database, { pollMs: 600_000 });
      system.worker.register('notified', { schema: z.object({}), handler: async () => {} });
      system.worker.start();
      await system.worker.listening();
      // The first poll has found nothing; the loop sleeps for ten minutes unless notified.
      await sleep(50);
      const { job } = await new JobQueue(secondInstance.db).enqueue('notified', {});
      await waitFor(async () => (await jobById(database.db, job.id))?.status === 'succeeded');
      await system.worker.stop();
    },
  );
});
