import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '../../..');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** What the process wrote, for the failure message of a test. */
  output: () => string;
  /** SIGKILL: no shutdown hook runs, as in a power cut or an OOM kill. */
  kill: () => Promise<void>;
  /** SIGTERM: the graceful stop of deploying.md. */
  stop: () => Promise<void>;
};

/**
 * The real server (src/main.ts, as `npm run dev` starts it, without the watcher) in a process of
 * its own, on `env` (DATA_DIR or DATABASE_URL, secrets, limits); answers once /api/health does.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // The personas on PostgreSQL too: a test harness's shared sandbox, on loopback.
      SANDBOX: 'on',
      SANDBOX_SHARED: 'true',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((done) => setTimeout(done, 200));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`server did not start: ${output}`);
  }
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : once(child, 'exit').then(() => undefined);
  return {
    url,
    child,
    output: () => output,
    kill: async () => {
      child.kill('SIGKILL');
      await exited();
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited();
    },
  };
}
