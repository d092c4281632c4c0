import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Every test process runs in UTC, whatever the machine's zone: a test that passes only in some
// zone is a bug, and rules that need a zone name theirs (Pacific Time, packages/domain/src/time).
process.env.TZ = 'UTC';

/**
 * The product's spec as this repository keeps it (docs/spec, a copy of the shared documents), so
 * a clean clone tests against the words it was built to.
 */
const specDirectory = fileURLToPath(new URL('./docs/spec', import.meta.url));

const webAlias = [
  { find: '@', replacement: fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
];
/**
 * vitest's default in `run` mode is one worker fewer than the cores: one on CI's two, with the
 * other core idle. Two there (decision 0023), on PostgreSQL too: each file has a schema of its
 * own, and what crosses between files on the database-wide notification channels is a hint
 * about rows the other file does not have (a job to claim, an id no socket or session holds).
 */
const maxWorkers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          isolate: false,
          // Tests check the enumerations and limits against the spec's own text.
          alias: { '@spec': specDirectory },
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          // Some tests open a database of their own (migrations included), slow on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          alias: webAlias,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.dom.test.tsx'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Hooks and components driven as a user drives them; jsdom only for these files.
        test: {
          name: 'web-dom',
          root: 'apps/web',
          alias: webAlias,
          include: ['src/**/*.dom.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/testing/dom-setup.ts'],
          // user-event types key by key with real timers; a busy 2-core machine needs the room.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
