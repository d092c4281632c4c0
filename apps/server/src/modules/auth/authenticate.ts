import { SIGNER_MESSAGES } from '@openheloc/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authSessions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isKnownLive, rememberLiveSession, revocationStamp } from './live-sessions';
import { verifyToken, type IdentityType, type TokenClaims } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    auth: TokenClaims | null;
  }
}

/** The bearer token of the Authorization header; the scheme is case-insensitive (RFC 9110). */
export function bearerToken(header: string | undefined): string {
  const match = header ? /^bearer +(\S+) *$/i.exec(header) : null;
  return match?.[1] ?? '';
}

type Authentication =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'unauthenticated' | 'invalid signature' };

/** A live session of this organisation behind the request's bearer token, or why not. */
async function authenticate(request: FastifyRequest): Promise<Authentication> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return { ok: false, reason: 'unauthenticated' };
  const { deps } = request.server;
  const now = deps.now();
  const result = await verifyToken(deps.secrets.jwtSecret, token, now);
  if (!result.ok) return result;
  const { claims } = result;
  if (claims.orgCode !== request.org.orgCode) return { ok: false, reason: 'unauthenticated' };
  const { db } = deps.database;
  if (isKnownLive(db, claims.jti, now)) return { ok: true, claims };
  const stamp = revocationStamp(db);
  const live = await db
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
  if (live.length === 0) return { ok: false, reason: 'unauthenticated' };
  rememberLiveSession(db, claims.jti, claims.expiresAt, stamp, now);
  return { ok: true, claims };
}

/**
 * preHandler: the request must carry a live bearer token of this organisation. Answers 401 with
 * 'unauthenticated' or 'invalid signature', the two messages the browser treats as signed out.
 */
export function requireAuth(...allowed: IdentityType[]) {
  const preHandler = async (request: FastifyRequest): Promise<void> => {
    const result = await authenticate(request);
    if (!result.ok) throw AppError.unauthorized(result.reason);
    if (allowed.length > 0 && !allowed.includes(result.claims.type)) {
      // A signer's session opens only the signer's screens; say so rather than a bare refusal.
      throw AppError.forbidden(
        result.claims.type === 'CO_DEEDER' ? SIGNER_MESSAGES.borrowerOnly : undefined,
      );
    }
    request.auth = result.claims;
  };
  return Object.assign(preHandler, { [BEARER_PROTECTED]: true });
}

/** Marks the preHandlers of `requireAuth`, so that the OpenAPI document declares their security. */
export const BEARER_PROTECTED = Symbol('bearer-protected');

export function isBearerProtected(handler: unknown): boolean {
  return typeof handler === 'function' && BEARER_PROTECTED in handler;
}

/** The caller of a public route that also serves signed-in visitors; null when anonymous. */
export async function optionalCaller(request: FastifyRequest): Promise<TokenClaims | null> {
  const result = await authenticate(request);
  return result.ok ? result.claims : null;
}

/** The authenticated caller; only valid behind `requireAuth`. */
export function callerOf(request: FastifyRequest): TokenClaims {
  if (!request.auth) throw AppError.unauthorized('unauthenticated');
  return request.auth;
}
