import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Debian installs it outside a non-root PATH. */
const CANDIDATES = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'];

export function pgbouncerBinary(): string | null {
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export type RunningPgBouncer = {
  /** The pooled URL: PgBouncer in transaction mode in front of `target`'s database. */
  url: string;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts PgBouncer in transaction mode, as deployments put it in front of PostgreSQL: a small
 * server pool (fewer server connections than clients), trust auth for `target`'s user, on a free
 * port, with a generated ini. `options` (the driver's search_path) is ignored as PgBouncer does
 * not pass it on, so the target is a database of its own.
 */
export async function startPgBouncer(binary: string, target: string): Promise<RunningPgBouncer> {
  const url = new URL(target);
  const database = url.pathname.slice(1);
  const user = decodeURIComponent(url.username || 'postgres');
  const dir = await mkdtemp(path.join(tmpdir(), 'openheloc-pgbouncer-'));
  // Run as root, PgBouncer drops to `nobody`, who must read its files.
  await chmod(dir, 0o755);
  const port = await freePort();
  const userlist = path.join(dir, 'userlist.txt');
  await writeFile(userlist, `"${user}" ""\n`, { mode: 0o644 });
  const ini = path.join(dir, 'pgbouncer.ini');
  await writeFile(
    ini,
    [
      '[databases]',
      `${database} = host=${url.hostname} port=${url.port || 5432} dbname=${database} user=${user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${userlist}`,
      'pool_mode = transaction',
      'default_pool_size = 3',
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits,options',
      'server_reset_query =',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const args = process.getuid?.() === 0 ? ['-u', 'nobody', ini] : [ini];
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const pooled = new URL(target);
  pooled.hostname = '127.0.0.1';
  pooled.port = String(port);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    const probe = new pg.Client({ connectionString: pooled.toString() });
    try {
      await probe.connect();
      await probe.query('select 1');
      await probe.end();
      return { url: pooled.toString(), stop };
    } catch (error) {
      await probe.end().catch(() => {});
      if (child.exitCode !== null || attempt >= 50) {
        await stop();
        throw new Error(`PgBouncer did not start: ${stderr || String(error)}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
