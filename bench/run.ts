import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { createRuntime } from '../apps/server/src/runtime';
import { measureBundle } from './bundle-size';
import { benchJobs } from './jobs';
import { benchPrequal } from './prequal';
import { runLoad, type LoadCase } from './load';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PREQUAL_BORROWERS = Number(process.env.BENCH_BORROWERS ?? 40);
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function main(): Promise<void> {
  const config = {
    ...loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', NODE_ENV: 'production' }),
    sandboxDelayScale: 0,
    registerRateLimit: 1_000_000,
    telemetryRateLimit: 1_000_000,
  };
  const t0 = performance.now();
  const database = await openDatabase(
    process.env.BENCH_DATABASE_URL
      ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL }
      : { kind: 'pglite', dataDir: null },
  );
  await migrate(database);
  const { deps, worker } = await createRuntime({ config, database });
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  worker.start();
  const startupMs = performance.now() - t0;
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const session = (await (
    await fetch(
      `${base}/ft/heloc/session`,
      json({
        platform: 'WEB',
        libVersion: '1',
        referrer: '',
        queryParams: {},
        appVersion: '1',
        screen: { width: 1280, height: 900 },
        window: { width: 1280, height: 900 },
      }),
    )
  ).json()) as { sessionKey: unknown };

  const cases: LoadCase[] = [
    { name: 'health (baseline)', request: () => ({ url: '/api/health' }), expectStatus: 200 },
    {
      name: 'page with organisation record',
      request: () => ({ url: '/account/heloc/' }),
      expectStatus: 200,
    },
    {
      name: 'feature flag decision',
      request: () => ({
        url: '/service-optimize/heloc/api/v1/feature',
        init: json({ featureKey: 'fe-heloc-maintenance', optimizeUser: {} }),
      }),
      expectStatus: 200,
    },
    {
      name: 'telemetry event (DB write)',
      request: () => ({
        url: '/ft/heloc/event',
        init: json({
          domain: 'localhost',
          queryParams: {},
          pagePath: `/bench/${randomUUID()}`,
          event: 'PAGE_VIEW',
          eventType: 'PAGE_VIEW',
          productType: 'HELOC',
          sessionKey: session.sessionKey,
        }),
      }),
      expectStatus: 202,
    },
  ];

  const rssBefore = process.memoryUsage().rss;
  // A warm-up pass per case first, so the baseline is not charged for JIT and first queries.
  for (const spec of cases) await runLoad(base, spec, 100, CONCURRENCY);
  const results = [];
  for (const spec of cases) results.push(await runLoad(base, spec, TOTAL, CONCURRENCY));
  const rssAfter = process.memoryUsage().rss;
  const prequal = await benchPrequal(base, PREQUAL_BORROWERS, 4);
  await worker.stop();
  await app.close();
  await database.close();

  const baseline = results[0]!.perSecond;
  console.log(
    `\nOpenHELOC bench (${database.kind}, ${TOTAL} requests per case, ${CONCURRENCY} in flight)`,
  );
  console.log(`startup (open database, migrate, build app, listen): ${startupMs.toFixed(0)} ms`);
  console.table(
    results.map((r) => ({
      case: r.name,
      'req/s': Math.round(r.perSecond),
      'vs baseline': (r.perSecond / baseline).toFixed(2),
      'p50 ms': r.p50.toFixed(2),
      'p95 ms': r.p95.toFixed(2),
      'p99 ms': r.p99.toFixed(2),
      failures: r.failures,
    })),
  );
  console.log(
    `resident memory: ${(rssBefore / 2 ** 20).toFixed(0)} MiB before load, ${(rssAfter / 2 ** 20).toFixed(0)} MiB after`,
  );
  const bundle = await measureBundle(config.webDistDir);
  console.log(
    bundle
      ? `web bundle: ${bundle.files} JS files, ${bundle.rawKb.toFixed(0)} KiB raw, ${bundle.gzipKb.toFixed(0)} KiB gzip; entry chunk ${bundle.entryGzipKb.toFixed(0)} KiB gzip`
      : 'web bundle: not built (run npm run build first)',
  );
  console.log(
    `registration to pre-qualified offer (sandboxes instant, 4 at a time): p50 ${prequal.p50.toFixed(0)} ms, p95 ${prequal.p95.toFixed(0)} ms, max ${prequal.max.toFixed(0)} ms over ${prequal.borrowers} borrowers, ${prequal.failures} failures`,
  );
  const jobRuns = [await benchJobs({ kind: 'pglite' })];
  if (process.env.BENCH_DATABASE_URL) {
    jobRuns.push(
      await benchJobs({ kind: 'postgres', workers: 1 }),
      await benchJobs({ kind: 'postgres', workers: 2 }),
    );
  }
  console.table(
    jobRuns.map((r) => ({
      case: r.name,
      jobs: r.jobs,
      seconds: r.seconds.toFixed(2),
      'jobs/s': Math.round(r.perSecond),
    })),
  );
  if (results.some((r) => r.failures > 0) || prequal.failures > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
