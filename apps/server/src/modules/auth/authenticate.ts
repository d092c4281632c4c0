import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authSessions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { verifyToken, type IdentityType, type TokenClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: TokenClaims | null;
  }
}

/**
 * preHandler: the request must carry a live bearer token of this organisation. Answers 401 with
 * 'unauthenticated' or 'invalid signature', the two messages the browser treats as signed out.
 */
export function requireAuth(...allowed: IdentityType[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token) throw AppError.unauthorized('unauthenticated');
    const { deps } = request.server;
    const now = deps.now();
    const result = await verifyToken(deps.secrets.jwtSecret, token, now);
    if (!result.ok) throw AppError.unauthorized(result.reason);
    const { claims } = result;
    if (claims.orgCode !== request.org.orgCode) throw AppError.unauthorized('unauthenticated');
    if (allowed.length > 0 && !allowed.includes(claims.type)) throw AppError.forbidden();
    const live = await deps.database.db
      .select({ jti: authSessions.jti })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.jti, claims.jti),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, now),
        ),
      )
      .limit(1);
    if (live.length === 0) throw AppError.unauthorized('unauthenticated');
    request.auth = claims;
  };
}

/** The authenticated caller; only valid behind `requireAuth`. */
export function callerOf(request: FastifyRequest): TokenClaims {
  if (!request.auth) throw AppError.unauthorized('unauthenticated');
  return request.auth;
}
