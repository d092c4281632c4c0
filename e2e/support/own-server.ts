import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

const serverRoot = path.resolve(import.meta.dirname, '../../apps/server');
export const OWN_OPS_TOKEN = 'e2e-own-ops-token';

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export type OwnServer = { url: string; stop: () => Promise<void> };

/**
 * The compiled server (built by the suite's web server command) in a process of its own, for a
 * spec that moves the sandbox clock: moved on the shared server, every other spec's sessions
 * would expire at once. `settings` add to or replace its environment (a budget to reach).
 */
export async function startOwnServer(settings: Record<string, string> = {}): Promise<OwnServer> {
  // Called from beforeAll: the hook gets the server's own start-up deadline (a new database,
  // migrated, on a busy machine) rather than a test's 30 s, which a failed start would spend twice.
  test.setTimeout(90_000);
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      OPS_API_TOKEN: OWN_OPS_TOKEN,
      LOG_LEVEL: 'warn',
      REGISTER_RATE_LIMIT: '100000',
      SANDBOX_DELAY_SCALE: '0.05',
      NODE_ENV: 'test',
      SANDBOX: 'on',
      ...settings,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`own server exited: ${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`own server did not start: ${output}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Moves the own server's sandbox clock a minute past `moment` (an ISO time). */
export async function advanceClockPast(api: APIRequestContext, moment: string): Promise<void> {
  const headers = { authorization: `Bearer ${OWN_OPS_TOKEN}` };
  const clock = await api.get('/service-optimize/admin/api/v1/sandbox/clock', { headers });
  const { now } = (await clock.json()) as { now: string };
  const minutes = Math.ceil((Date.parse(moment) - Date.parse(now)) / 60_000) + 1;
  const moved = await api.post('/service-optimize/admin/api/v1/sandbox/clock/advance', {
    headers,
    data: { minutes },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}
