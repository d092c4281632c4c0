import path from 'node:path';
import { z } from 'zod';

const zEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
  /** Telemetry events accepted per client address per minute, by each instance. */
  TELEMETRY_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  WEB_DIST_DIR: z.string().optional(),
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

export type Config = {
  port: number;
  host: string;
  env: 'development' | 'production' | 'test';
  logLevel: z.infer<typeof zEnv>['LOG_LEVEL'];
  dataDir: string | null;
  databaseUrl: string | null;
  databaseListenUrl: string | null;
  jwtSecret: string | null;
  encryptionKey: string | null;
  opsApiToken: string | null;
  bodyLimitBytes: number;
  webDistDir: string;
  /** Null keeps uploads in memory (DATA_DIR=memory://). */
  uploadsDir: string | null;
  /** When set, uploads go to this S3-compatible bucket and uploadsDir is not used. */
  s3: S3Settings | null;
  sandboxDelayScale: number;
  trustProxy: boolean;
  registerRateLimit: number;
  telemetryRateLimit: number;
  jobConcurrency: number;
  /** Null sends e-mail to the development mailbox. */
  smtpUrl: string | null;
  /** Where links in messages point, without a trailing slash. */
  appBaseUrl: string;
};

const defaultWebDist = path.resolve(import.meta.dirname, '../../../web/dist');
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
  return {
    port: e.PORT,
    host: e.HOST,
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL || null,
    databaseListenUrl: e.DATABASE_LISTEN_URL || null,
    jwtSecret: e.JWT_SECRET ?? null,
    encryptionKey: e.ENCRYPTION_KEY ?? null,
    opsApiToken: e.OPS_API_TOKEN ?? null,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    uploadsDir: e.UPLOADS_DIR
      ? path.resolve(e.UPLOADS_DIR)
      : dataDir === null
        ? null
        : path.join(dataDir, 'uploads'),
    s3: s3Settings(e),
    sandboxDelayScale: e.SANDBOX_DELAY_SCALE,
    trustProxy: e.TRUST_PROXY === 'true',
    registerRateLimit: e.REGISTER_RATE_LIMIT,
    telemetryRateLimit: e.TELEMETRY_RATE_LIMIT,
    jobConcurrency: e.JOB_CONCURRENCY,
    smtpUrl: e.SMTP_URL ?? null,
    appBaseUrl: (
      e.APP_BASE_URL ?? `http://${e.HOST === '0.0.0.0' ? 'localhost' : e.HOST}:${e.PORT}`
    ).replace(/\/$/, ''),
  };
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

/** A configuration for tests: in memory, quiet, instant sandboxes, fixed ops token. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      SANDBOX_DELAY_SCALE: '0',
    }),
    opsApiToken: 'test-ops-token-123',
    ...overrides,
  };
}
