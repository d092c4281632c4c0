import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { openPlace, postgresBenchUrl, type DatabaseKind } from './database-place';
import { measurePages, type PageWeight } from './first-page';
import { httpCases, runHttpCases, type HttpResult } from './http-cases';
import { benchJobs, type JobBenchResult } from './jobs';
import { runLighthouse, type LighthouseScores } from './lighthouse';
import { benchBurst, benchPrequal, type BurstResult, type PrequalResult } from './prequal';
import { startServer } from './server-process';
import { benchStall, type StallResult } from './stall';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const BORROWERS = Number(process.env.BENCH_BORROWERS ?? 100);
const BURST = Number(process.env.BENCH_BURST ?? 200);
const SECTIONS = ['prequal', 'http', 'pages', 'lighthouse', 'burst', 'jobs', 'stall'] as const;
type Section = (typeof SECTIONS)[number];
/** e.g. BENCH_ONLY=prequal,burst runs those sections alone (a shared machine spares the rest). */
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? SECTIONS.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);
for (const name of ONLY) {
  if (!SECTIONS.includes(name as Section))
    throw new Error(`BENCH_ONLY: unknown section ${name} (sections: ${SECTIONS.join(', ')})`);
}
const wanted = (section: Section) => ONLY.has(section);

/** Every server run trusts X-Forwarded-For so that the load can come from many simulated clients. */
const LOAD_ENV = {
  TRUST_PROXY: 'true',
  REGISTER_RATE_LIMIT: '1000000',
  TELEMETRY_RATE_LIMIT: '1000000',
};

type DatabaseRun = {
  database: DatabaseKind;
  startupMs: number;
  rssIdleMiB: number;
  rssAfterLoadMiB: number;
  prequal?: Omit<PrequalResult, 'sessions'>;
  http?: HttpResult[];
  burst?: BurstResult;
  jobs?: JobBenchResult[];
  stall?: StallResult;
  pages?: PageWeight[];
  lighthouse?: LighthouseScores;
};

async function benchDatabase(database: DatabaseKind): Promise<DatabaseRun> {
  const place = await openPlace(database);
  let run: DatabaseRun;
  try {
    const server = await startServer({ ...place.env, ...LOAD_ENV, SANDBOX_DELAY_SCALE: '0' });
    try {
      const rssIdleMiB = await server.rssMiB();
      run = { database, startupMs: server.startupMs, rssIdleMiB, rssAfterLoadMiB: rssIdleMiB };
      // The HTTP cases and the application screen need borrowers with offers.
      const needsBorrowers =
        wanted('prequal') || wanted('http') || wanted('pages') || wanted('stall');
      if (needsBorrowers) {
        const prequal = await benchPrequal(server.base, BORROWERS, 4);
        const [first] = prequal.sessions;
        if (!first) throw new Error('no borrower reached an offer');
        const { sessions: _sessions, ...prequalFigures } = prequal;
        run.prequal = prequalFigures;
        if (wanted('http')) {
          run.http = await runHttpCases(
            server.base,
            httpCases(
              first,
              prequal.sessions.map((s) => s.email),
            ),
            { connections: CONNECTIONS, seconds: SECONDS },
          );
        }
        if (wanted('stall')) run.stall = await benchStall(server.base, first);
        run.rssAfterLoadMiB = await server.rssMiB();
        if (database === 'pglite' && wanted('pages')) {
          run.pages = await measurePages(server.base, [
            {
              name: '/register-v2',
              path: '/account/heloc/register-v2',
              ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
            },
            {
              // The screen a borrower with an offer is on (product/select sends them here first),
              // as e2e/page-weight.spec.ts weighs it.
              name: 'application screen (liens)',
              path: `/account/heloc/${first.applicationUuid}/liens`,
              jwt: first.jwt,
              ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
            },
          ]);
        }
      }
      if (database === 'pglite' && wanted('lighthouse')) {
        run.lighthouse = await runLighthouse(`${server.base}/account/heloc/register-v2`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await place.dispose();
  }
  if (wanted('burst')) {
    // The burst runs with vendor-like sandbox delays on a database of its own.
    const burstPlace = await openPlace(database);
    try {
      const server = await startServer({
        ...burstPlace.env,
        ...LOAD_ENV,
        SANDBOX_DELAY_SCALE: '1',
      });
      try {
        run.burst = await benchBurst(server.base, BURST);
      } finally {
        await server.stop();
      }
    } finally {
      await burstPlace.dispose();
    }
  }
  if (wanted('jobs')) {
    run.jobs =
      database === 'pglite'
        ? [await benchJobs({ kind: 'pglite' })]
        : [
            await benchJobs({ kind: 'postgres', url: postgresBenchUrl()!, workers: 1 }),
            await benchJobs({ kind: 'postgres', url: postgresBenchUrl()!, workers: 2 }),
          ];
  }
  return run;
}

type Row = { figure: string; goal: string } & Partial<Record<DatabaseKind, string>>;

function rows(runs: DatabaseRun[]): Row[] {
  const table: Row[] = [];
  const add = (figure: string, goal: string, value: (run: DatabaseRun) => string | undefined) => {
    const row: Row = { figure, goal };
    for (const run of runs) {
      const v = value(run);
      if (v !== undefined) row[run.database] = v;
    }
    table.push(row);
  };
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  add('startup (spawn to healthy)', '', (r) => ms(r.startupMs));
  add(
    'RSS idle / after load',
    '≤ 450 MB PGlite, ≤ 150 MB PostgreSQL',
    (r) => `${r.rssIdleMiB.toFixed(0)} / ${r.rssAfterLoadMiB.toFixed(0)} MiB`,
  );
  for (const name of runs[0]?.http?.map((h) => h.name) ?? []) {
    const goal =
      name === 'application read' || name === 'status'
        ? '≥ 0.15× PGlite, ≥ 0.35× PostgreSQL, p99 ≤ 30 ms'
        : '';
    add(`${name}: req/s (× bare), p50/p99`, goal, (r) => {
      const h = r.http?.find((x) => x.name === name);
      if (!h) return undefined;
      const failed = h.non2xx + h.errors > 0 ? `, ${h.non2xx + h.errors} FAILED` : '';
      return `${h.perSecond.toFixed(0)} (${h.ratio.toFixed(3)}× of ${h.bare.perSecond.toFixed(0)}), ${h.p50.toFixed(0)}/${h.p99.toFixed(0)} ms${failed}`;
    });
  }
  add(
    'registration → offer p50/p95 (delays 0)',
    'p50 ≤ 150 ms',
    ({ prequal: p }) =>
      p && `${ms(p.p50)} / ${ms(p.p95)} (${p.borrowers} borrowers, ${p.failures} failed)`,
  );
  add(
    `burst of ${BURST} (default delays): offers within 30 s, p50, last`,
    `all ${BURST} within 30 s`,
    ({ burst: b }) =>
      b &&
      `${b.withinLimit}/${b.borrowers}, ${ms(b.p50)}, ${ms(b.max)}${b.failures ? `, ${b.failures} FAILED` : ''}`,
  );
  add(
    'health latency p50/max idle, then while 3 uploads of a 12 MP photo are checked',
    'no stall: max near idle',
    ({ stall: s }) =>
      s &&
      `${ms(s.idle.p50)}/${ms(s.idle.max)}, then ${ms(s.loaded.p50)}/${ms(s.loaded.max)} (${s.loaded.probes} probes; uploads ${ms(s.uploadsMs)}, ${s.statuses.join(' ')})`,
  );
  add('jobs/s (no-op jobs)', '', (r) =>
    r.jobs?.map((j) => `${j.perSecond.toFixed(0)} (${j.workers}w)`).join(', '),
  );
  for (const page of runs.find((r) => r.pages)?.pages ?? []) {
    const goal =
      page.page === '/register-v2' ? 'JS ≤ 150 KB, CSS ≤ 15 KB, CLS ≤ 0.01' : 'JS ≤ 200 KB';
    add(`first load of ${page.page}: JS, CSS (on the wire), CLS`, goal, (r) =>
      r.pages
        ? `${page.jsKiB.toFixed(1)} KiB, ${page.cssKiB.toFixed(1)} KiB, ${page.cumulativeLayoutShift.toFixed(3)}`
        : undefined,
    );
  }
  add('Lighthouse mobile /register-v2: perf / a11y / best practices', '≥ 98 / 100 / 100', (r) =>
    r.lighthouse
      ? `${r.lighthouse.performance} / ${r.lighthouse.accessibility} / ${r.lighthouse.bestPractices}`
      : undefined,
  );
  add('Lighthouse audits below full score (weighted)', '', (r) =>
    r.lighthouse ? r.lighthouse.failing.map((audit) => audit.id).join(', ') || 'none' : undefined,
  );
  return table;
}

async function main(): Promise<void> {
  const available: DatabaseKind[] = postgresBenchUrl() ? ['pglite', 'postgres'] : ['pglite'];
  // e.g. BENCH_DATABASES=postgres benches PostgreSQL alone.
  const only = process.env.BENCH_DATABASES?.split(',').map((name) => name.trim());
  const kinds = only ? available.filter((kind) => only.includes(kind)) : available;
  const runs: DatabaseRun[] = [];
  for (const kind of kinds) runs.push(await benchDatabase(kind));
  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  console.log(`\nOpenHELOC bench on ${machine}: ${CONNECTIONS} connections, ${SECONDS} s per case`);
  console.table(rows(runs));
  // A partial run (BENCH_ONLY, BENCH_DATABASES) does not replace the full run's results.
  const partial = process.env.BENCH_ONLY !== undefined || only !== undefined;
  await writeFile(
    new URL(partial ? './results-partial.json' : './results.json', import.meta.url),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, runs }, null, 2)}\n`,
  );
  const failed = runs.some(
    (r) =>
      (r.http ?? []).some((h) => h.non2xx + h.errors > 0) ||
      (r.prequal?.failures ?? 0) > 0 ||
      (r.burst?.failures ?? 0) > 0,
  );
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
