import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { tokensEqual } from './tokens-equal';

// The auth scheme is case-insensitive (RFC 9110 section 11.1).
const BEARER = /^Bearer +(\S+)$/i;

/**
 * preHandler for the operations admin API: `Authorization: Bearer <OPS_API_TOKEN>`.
 * Without a configured token the admin API does not exist (404), so that an unconfigured
 * deployment does not even reveal it.
 */
export async function requireOpsToken(request: FastifyRequest): Promise<void> {
  const expected = request.server.deps.config.opsApiToken;
  if (expected === null) throw AppError.notFound();
  const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (given === undefined || !tokensEqual(given, expected)) throw AppError.unauthorized();
}
