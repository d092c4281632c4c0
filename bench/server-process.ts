import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';

export type RunningServer = {
  base: string;
  /** From spawning node to the first healthy answer (open database, migrate, build, listen). */
  startupMs: number;
  rssMiB: () => Promise<number>;
  stop: () => Promise<void>;
};

/** The compiled server, started as `npm start` starts it (apps/server/package.json). */
const SERVER_ARGS = ['--enable-source-maps', 'apps/server/dist/main.js'];

/** Starts the compiled server (as `npm start` runs it) and waits until it answers healthy. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server, or
  // the deployment guide's tuning ("--max-semi-space-size=8") to measure it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const serverEnv = {
    // The bench walks the sandbox's personas: the sandbox mode, which never runs as production.
    NODE_ENV: 'development',
    SANDBOX: 'on',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...env,
  };
  const child = spawn(process.execPath, [...nodeArgs, ...SERVER_ARGS], {
    env: { ...process.env, ...serverEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(base, child);
  return {
    base,
    startupMs: performance.now() - started,
    rssMiB: () => rssOf(child),
    stop: () => stopChild(child),
  };
}

/** Starts the bare Fastify baseline serving the given answers. */
export async function startBareServer(routesFile: string): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['bench/bare-server.mjs', routesFile, String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    startupMs: performance.now() - started,
    rssMiB: () => rssOf(child),
    stop: () => stopChild(child),
  };
}

async function waitHealthy(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('server did not become healthy within 120 s');
}

async function rssOf(child: ChildProcess): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * BENCH_PORTS=3250-3259 keeps the servers within a range (a machine shared with other runs);
 * otherwise the system picks any free port.
 */
const portRange = (() => {
  const match = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  return match ? { first: Number(match[1]), last: Number(match[2]) } : null;
})();
let nextInRange = portRange?.first ?? 0;

async function freePort(): Promise<number> {
  if (!portRange) return listenOnce(0);
  for (let tries = portRange.last - portRange.first + 1; tries > 0; tries -= 1) {
    const port = nextInRange;
    nextInRange = port >= portRange.last ? portRange.first : port + 1;
    const free = await listenOnce(port).then(
      () => true,
      () => false,
    );
    if (free) return port;
  }
  throw new Error(`BENCH_PORTS: no free port in ${process.env.BENCH_PORTS}`);
}

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
