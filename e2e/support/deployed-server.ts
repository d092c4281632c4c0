import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { freePort } from './own-server';

const repositoryRoot = new URL('../..', import.meta.url).pathname;

/** The environment docs/deploying.md gives an instance, for a database and a gateway of the test's. */
export function deploymentGuideEnv(options: {
  databaseUrl: string;
  gatewayUrl: string;
  port: number;
}): Record<string, string> {
  return {
    DATABASE_URL: options.databaseUrl,
    JWT_SECRET: 'deployment-test-jwt-secret-0123456789abcdef',
    ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
    OPS_API_TOKEN: 'deployment-test-ops-token',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PROVIDER_GATEWAY_URL: options.gatewayUrl,
    PROVIDER_GATEWAY_TOKEN: 'deployment-test-gateway-token',
    TRUST_PROXY: 'true',
    PORT: String(options.port),
  };
}

/** Environment variables that would change the mode, which the test's own process may carry. */
const MODE_VARIABLES = ['NODE_ENV', 'SANDBOX', 'SANDBOX_SHARED', 'HOST', 'DATA_DIR', 'CI'];

/** `npm run start -w @openheloc/server`, the deployment guide's command, with only `env` set. */
export function startAsDeployed(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
} {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !MODE_VARIABLES.includes(name)),
  );
  const child = spawn('npm', ['run', 'start', '-w', '@openheloc/server'], {
    cwd: repositoryRoot,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Waits for a server that refuses to start to exit, and gives its exit code and output. */
export async function refusal(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { child, output } = startAsDeployed(env);
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output: output() };
}

/** A lender gateway that names its bureau, as a real one would at start. */
export async function startGateway(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/credit/bureau') {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          name: 'Example Credit Bureau',
          address: 'P.O. Box 1000, Chester, PA 19016',
          phone: '1-800-555-0100',
          scoreRange: { min: 300, max: 850 },
        }),
      );
      return;
    }
    response.statusCode = 404;
    response.end('{}');
  });
  server.listen(await freePort(), '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** A new, empty PostgreSQL database beside the test database; its URL. */
export async function freshDatabase(testDatabaseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
