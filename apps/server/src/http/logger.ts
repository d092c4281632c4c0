import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
import type { Config } from '../config/config';
import { databaseErrorSummary, describeDatabaseError } from '../db/database-error';

/** Keys whose values must never reach a log line, at any depth of a logged object. */
const SENSITIVE_KEYS = new Set(
  [
    'authorization',
    'cookie',
    'set-cookie',
    'password',
    'confirmPassword',
    'passwordHash',
    'ssn',
    'accountNumber',
    'routingNumber',
    'token',
    'jwt',
    'nonce',
    'providerUserToken',
    'userToken',
  ].map((key) => key.toLowerCase()),
);
const MAX_DEPTH = 8;

export function redactDeep(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  // Class instances (requests, errors) are left to their serializers.
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SENSITIVE_KEYS.has(key.toLowerCase()) ? '[redacted]' : redactDeep(inner, depth + 1);
  }
  return out;
}

/**
 * A failed query is logged by its code and statement name: drizzle's message embeds every
 * parameter (addresses, IP, user agent, a whole identity row) and the stack repeats it.
 */
type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function serializeError(error: Error): LoggedError {
  const database = databaseErrorSummary(error);
  if (database === null) return stdSerializers.err(error);
  const message = describeDatabaseError(database);
  // The stack's first lines repeat the message; only the frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return { type: error.name, message, stack: [message, ...frames].join('\n'), ...database };
}

export function loggerOptions(
  config: Config,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    formatters: { log: (object) => redactDeep(object) as Record<string, unknown> },
    serializers: {
      err: serializeError,
      // Query strings can carry tokens (userToken, nonce); log the path only.
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}
