import path from 'node:path';
import { DEFAULT_PAID_CALLS_PER_DAY, MAX_PAID_CALLS_PER_DAY } from '@openheloc/domain';
import { z } from 'zod';
import { retentionPolicyOf, type RetentionPolicy } from './retention-policy';

const zEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The interface to listen on: loopback in sandbox mode, every interface otherwise. */
  HOST: z.string().min(1).optional(),
  /** Anything deployed is production unless told otherwise (docs/decisions/0043). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * The sandbox (personas and sandbox providers, sandbox users, mailbox, movable clock, developer
   * tools): switched on only by this setting, for a newcomer's machine (`npm start`).
   */
  SANDBOX: z.enum(['on', 'off']).default('off'),
  /**
   * Made only for a shared demo: lets a sandbox listen beyond loopback or run on PostgreSQL,
   * which it refuses without this.
   */
  SANDBOX_SHARED: z.enum(['true', 'false']).default('false'),
  /** The lender's integration gateway for the third parties (docs/provider-gateway.md). */
  PROVIDER_GATEWAY_URL: z.url().optional(),
  PROVIDER_GATEWAY_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the embedded database and generated keys; `memory://` keeps everything in memory. */
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  /**
   * Where the instance's one LISTEN connection goes when DATABASE_URL is a pooler in transaction
   * mode (PgBouncer): PostgreSQL itself, or the pooler in session mode. DATABASE_URL when unset.
   */
  DATABASE_LISTEN_URL: z.string().optional(),
  /** Secret for signing borrower tokens; created and kept in DATA_DIR when absent. */
  JWT_SECRET: z.string().min(32).optional(),
  /** 32-byte key (base64) for encrypting SSNs and account numbers at rest. */
  ENCRYPTION_KEY: z.string().optional(),
  /** Bearer token for the operations admin API; the admin API is closed when unset. */
  OPS_API_TOKEN: z.string().min(12).optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Multiplies every sandbox provider delay: 0 answers at once, 1 is vendor-like. */
  SANDBOX_DELAY_SCALE: z.coerce.number().min(0).max(10).default(1),
  /** Set only behind a reverse proxy: client addresses (rate limits, consents) then come from X-Forwarded-For. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Registrations accepted per client address per 15 minutes. */
  REGISTER_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Live chats started per client address per hour (held in the database). */
  CHAT_START_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Chat messages a customer sends per client address per minute (held in the database). */
  CHAT_MESSAGE_RATE_LIMIT: z.coerce.number().int().positive().default(40),
  /**
   * Paid third-party calls (pulls, property, valuation, flood, ...) per lender per UTC day, for a
   * lender operations gave no budget of its own.
   */
  PAID_CALLS_PER_DAY: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_PAID_CALLS_PER_DAY)
    .default(DEFAULT_PAID_CALLS_PER_DAY),
  /** Telemetry events accepted per client address per minute, by each instance. */
  TELEMETRY_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  WEB_DIST_DIR: z.string().optional(),
  /** The web app's server entry (`vite build --ssr`); its first screens are rendered with it. */
  WEB_SERVER_ENTRY: z.string().optional(),
  /** Directory of uploaded files; DATA_DIR/uploads when unset (memory with DATA_DIR=memory://). */
  UPLOADS_DIR: z.string().optional(),
  /**
   * Uploads in an S3-compatible bucket instead of a directory: set S3_BUCKET and the keys.
   * S3_ENDPOINT defaults to AWS's regional endpoint; MinIO and others give their own.
   */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** ClamAV's clamd (tcp://host:3310, host:3310 or a socket path): every upload is scanned. */
  CLAMD_ADDRESS: z.string().min(1).optional(),
  /**
   * Jobs one instance runs at once. Most of a job's time is spent waiting on a provider, so many
   * applications can be in flight on a small machine.
   */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(64),
  /** Outgoing e-mail (smtp://user:pass@host:587 or smtps://...); the development mailbox when unset. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** The app's public address, for links in messages; http://HOST:PORT when unset. */
  APP_BASE_URL: z.url().optional(),
  /** Days each kind of row is kept, over the defaults: 'jobs=14,telemetry=30' (retention-policy.ts). */
  RETENTION_DAYS: z.string().optional(),
});

/** Where an S3-compatible bucket is and the keys that sign requests to it. */
export type S3Settings = {
  /** The service's base URL, e.g. https://s3.us-west-2.amazonaws.com or a MinIO address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Where the third parties are reached when they are not the sandbox's. */
export type ProviderGateway = { url: string; token: string };

export type Config = {
  port: number;
  host: string;
  env: 'development' | 'production' | 'test';
  /** The sandbox mode (see zEnv.SANDBOX); everything sandbox is gated on this alone. */
  sandbox: boolean;
  /** A shared demo: the sandbox may listen beyond loopback and run on PostgreSQL. */
  sandboxShared: boolean;
  /** Null outside the sandbox is refused at start (startup-problems.ts). */
  providerGateway: ProviderGateway | null;
  logLevel: z.infer<typeof zEnv>['LOG_LEVEL'];
  dataDir: string | null;
  databaseUrl: string | null;
  databaseListenUrl: string | null;
  jwtSecret: string | null;
  encryptionKey: string | null;
  opsApiToken: string | null;
  bodyLimitBytes: number;
  webDistDir: string;
  /** Without this file the browser renders every screen. */
  webServerEntry: string;
  /** Null keeps uploads in memory (DATA_DIR=memory://). */
  uploadsDir: string | null;
  /** When set, uploads go to this S3-compatible bucket and uploadsDir is not used. */
  s3: S3Settings | null;
  /** Where clamd listens; null scans no upload. */
  clamdAddress: string | null;
  sandboxDelayScale: number;
  trustProxy: boolean;
  registerRateLimit: number;
  chatStartRateLimit: number;
  chatMessageRateLimit: number;
  paidCallsPerDay: number;
  telemetryRateLimit: number;
  jobConcurrency: number;
  /** Null sends e-mail to the development mailbox. */
  smtpUrl: string | null;
  /** Where links in messages point, without a trailing slash. */
  appBaseUrl: string;
  /** Days each kind of row is kept before the hourly retention job deletes it. */
  retention: RetentionPolicy;
};

const defaultWebDist = path.resolve(import.meta.dirname, '../../../web/dist');
const defaultWebServerEntry = path.resolve(
  import.meta.dirname,
  '../../../web/dist-server/entry-server.js',
);
/** The repository's ./data, whichever workspace the server was started from. */
const defaultDataDir = path.resolve(import.meta.dirname, '../../../../data');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = zEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir =
    e.DATA_DIR === 'memory://' ? null : e.DATA_DIR ? path.resolve(e.DATA_DIR) : defaultDataDir;
  const sandbox = e.SANDBOX === 'on';
  const host = e.HOST ?? (sandbox ? '127.0.0.1' : '0.0.0.0');
  return {
    port: e.PORT,
    host,
    env: e.NODE_ENV,
    sandbox,
    sandboxShared: e.SANDBOX_SHARED === 'true',
    providerGateway: providerGateway(e),
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL || null,
    databaseListenUrl: e.DATABASE_LISTEN_URL || null,
    jwtSecret: e.JWT_SECRET ?? null,
    encryptionKey: e.ENCRYPTION_KEY ?? null,
    opsApiToken: e.OPS_API_TOKEN ?? null,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    webServerEntry: e.WEB_SERVER_ENTRY ? path.resolve(e.WEB_SERVER_ENTRY) : defaultWebServerEntry,
    uploadsDir: e.UPLOADS_DIR
      ? path.resolve(e.UPLOADS_DIR)
      : dataDir === null
        ? null
        : path.join(dataDir, 'uploads'),
    s3: s3Settings(e),
    clamdAddress: e.CLAMD_ADDRESS ?? null,
    sandboxDelayScale: e.SANDBOX_DELAY_SCALE,
    trustProxy: e.TRUST_PROXY === 'true',
    registerRateLimit: e.REGISTER_RATE_LIMIT,
    chatStartRateLimit: e.CHAT_START_RATE_LIMIT,
    chatMessageRateLimit: e.CHAT_MESSAGE_RATE_LIMIT,
    paidCallsPerDay: e.PAID_CALLS_PER_DAY,
    telemetryRateLimit: e.TELEMETRY_RATE_LIMIT,
    jobConcurrency: e.JOB_CONCURRENCY,
    smtpUrl: e.SMTP_URL ?? null,
    appBaseUrl: (
      e.APP_BASE_URL ?? `http://${!e.HOST || e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`
    ).replace(/\/$/, ''),
    retention: retentionPolicyOf(e.RETENTION_DAYS),
  };
}

function providerGateway(e: z.infer<typeof zEnv>): ProviderGateway | null {
  if (!e.PROVIDER_GATEWAY_URL) return null;
  if (!e.PROVIDER_GATEWAY_TOKEN) {
    throw new Error('Invalid configuration: PROVIDER_GATEWAY_URL needs PROVIDER_GATEWAY_TOKEN');
  }
  return { url: e.PROVIDER_GATEWAY_URL.replace(/\/$/, ''), token: e.PROVIDER_GATEWAY_TOKEN };
}

function s3Settings(e: z.infer<typeof zEnv>): S3Settings | null {
  if (!e.S3_BUCKET) return null;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

/** A configuration for tests: the sandbox in memory, quiet, instant, with a fixed ops token. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      SANDBOX: 'on',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      SANDBOX_DELAY_SCALE: '0',
      // Every test chats from 127.0.0.1; chat-budgets.test.ts sets its own.
      CHAT_START_RATE_LIMIT: '1000',
      CHAT_MESSAGE_RATE_LIMIT: '1000',
    }),
    opsApiToken: 'test-ops-token-123',
    ...overrides,
  };
}
