/**
 * `npm test`: runs each stage in order, stops at the first that fails, and ends with the time
 * each stage took, so a slow CI shows where its minutes went.
 */
import { spawnSync } from 'node:child_process';

interface Stage {
  name: string;
  command: string;
  /** Runs only when this returns true (the PostgreSQL pass needs a database URL). */
  when?: () => boolean;
}

const stages: Stage[] = [
  {
    // Three single-threaded checks: side by side they keep both cores busy.
    name: 'types, lint, format',
    command:
      'concurrently --group --names typecheck,lint,format "npm run typecheck" "npm run lint" "npm run format:check"',
  },
  { name: 'unit (domain, web)', command: 'npm run test:unit' },
  { name: 'server on PGlite', command: 'npm run test:server:pglite' },
  {
    name: 'server on PostgreSQL',
    command: 'npm run test:server:postgres',
    when: () => Boolean(process.env.TEST_DATABASE_URL),
  },
  { name: 'build', command: 'npm run build' },
  { name: 'e2e (Playwright)', command: 'npm run test:e2e' },
];

const timings: { name: string; seconds: number; result: string }[] = [];
let failed = false;
const started = Date.now();

for (const stage of stages) {
  if (failed) {
    timings.push({ name: stage.name, seconds: 0, result: 'not run' });
    continue;
  }
  if (stage.when && !stage.when()) {
    timings.push({ name: stage.name, seconds: 0, result: 'skipped' });
    continue;
  }
  console.log(`\n▶ ${stage.name}: ${stage.command}`);
  const stageStart = Date.now();
  const run = spawnSync(stage.command, { shell: true, stdio: 'inherit' });
  const ok = run.status === 0;
  timings.push({
    name: stage.name,
    seconds: (Date.now() - stageStart) / 1000,
    result: ok ? 'passed' : 'FAILED',
  });
  failed = !ok;
}

const format = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
console.log('\nstage                  time   result');
for (const { name, seconds, result } of timings) {
  console.log(`${name.padEnd(22)} ${format(seconds).padStart(5)}  ${result}`);
}
console.log(`${'total'.padEnd(22)} ${format((Date.now() - started) / 1000).padStart(5)}`);
process.exit(failed ? 1 : 0);
