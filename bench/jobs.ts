import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { jobs as jobsTable } from '../apps/server/src/db/schema';
import { JobQueue } from '../apps/server/src/jobs/job-queue';
import { JobWorker } from '../apps/server/src/jobs/job-worker';

export type JobBenchOptions = {
  /** `postgres` uses `url`, else BENCH_DATABASE_URL, in a schema of its own dropped afterwards. */
  kind: 'pglite' | 'postgres';
  url?: string;
  /** Jobs enqueued before the clock starts (default 2000). */
  jobs?: number;
  /** Workers, each on its own database handle as separate instances would be (default 1; PostgreSQL only above 1). */
  workers?: number;
  /** Handlers in flight per worker (default 8). */
  concurrency?: number;
};

export type JobBenchResult = {
  name: string;
  jobs: number;
  workers: number;
  seconds: number;
  perSecond: number;
};

/** Drain time of no-op jobs: claim, run and record each, with `workers` instances competing. */
export async function benchJobs(options: JobBenchOptions): Promise<JobBenchResult> {
  const total = options.jobs ?? 2000;
  const workerCount = options.workers ?? 1;
  if (options.kind === 'pglite' && workerCount !== 1)
    throw new Error('PGlite is one connection: bench one worker');
  const place = await openPlace(options, workerCount);
  try {
    const [first] = place.handles;
    if (!first) throw new Error('No database handle');
    await migrate(first);
    const queue = new JobQueue(first.db);
    await first.db.transaction(async (tx) => {
      for (let n = 0; n < total; n += 1) await queue.enqueue('bench.noop', { n }, {}, tx);
    });
    // Table statistics, as autovacuum keeps them on a live PostgreSQL, so the claim uses its index.
    await first.execScript('ANALYZE jobs');

    let handled = 0;
    let allHandled: () => void = () => {};
    const drained = new Promise<void>((resolve) => {
      allHandled = resolve;
    });
    const workers = place.handles.map((handle, index) =>
      new JobWorker(handle.db, {
        workerId: `bench-${index + 1}`,
        pollMs: 50,
        concurrency: options.concurrency ?? 8,
      }).register('bench.noop', {
        schema: z.object({ n: z.number() }),
        handler: async () => {
          handled += 1;
          if (handled === total) allHandled();
        },
      }),
    );

    const started = performance.now();
    for (const worker of workers) worker.start();
    await drained;
    // stop() waits for the outcomes in flight to be recorded.
    await Promise.all(workers.map((worker) => worker.stop()));
    const seconds = (performance.now() - started) / 1000;

    const [done] = await first.db
      .select({ n: count() })
      .from(jobsTable)
      .where(eq(jobsTable.status, 'succeeded'));
    if (done?.n !== total || handled !== total) {
      throw new Error(
        `Job bench: ${handled} handler runs and ${done?.n} succeeded jobs for ${total} enqueued`,
      );
    }
    return {
      name: `jobs (${options.kind}, ${workerCount} worker${workerCount === 1 ? '' : 's'})`,
      jobs: total,
      workers: workerCount,
      seconds,
      perSecond: total / seconds,
    };
  } finally {
    await place.dispose();
  }
}

type Place = { handles: DatabaseHandle[]; dispose: () => Promise<void> };

async function openPlace(options: JobBenchOptions, workers: number): Promise<Place> {
  if (options.kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    return { handles: [handle], dispose: () => handle.close() };
  }
  const url = options.url ?? process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('The PostgreSQL job bench needs a url or BENCH_DATABASE_URL');
  const schema = `bench_jobs_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA ${schema}`);
  const handles: DatabaseHandle[] = [];
  try {
    for (let i = 0; i < workers; i += 1)
      handles.push(await openDatabase({ kind: 'postgres', url, searchPath: schema }));
  } catch (error) {
    await Promise.all(handles.map((handle) => handle.close()));
    await adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
    throw error;
  }
  return {
    handles,
    dispose: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
      await adminQuery(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
