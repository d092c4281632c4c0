import { hasOpsRole, type OpsRole } from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { liveOpsUser } from './ops-sessions';
import { verifyOpsToken } from './ops-tokens';
import type { SignedInOpsUser } from './ops-user-view';

export type { SignedInOpsUser } from './ops-user-view';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireOpsUser`; null on every other route. */
    opsUser: SignedInOpsUser | null;
    /** The session's token id, for sign-out. */
    opsSessionJti: string | null;
  }
}

// The auth scheme is case-insensitive (RFC 9110 section 11.1).
const BEARER = /^Bearer +(\S+)$/i;

/**
 * preHandler for operations routes: a live operations session (401 otherwise, a borrower's
 * token included) of a user holding one of `roles` (403 otherwise; any role when none is named).
 * Which lenders the user serves is checked where the borrower's record is loaded
 * (`servesOrganization`), since operations routes are not scoped to the page's lender.
 */
export function requireOpsUser(...roles: OpsRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined) throw AppError.unauthorized();
    const { deps } = request.server;
    const now = deps.now();
    const claims = await verifyOpsToken(deps.secrets.jwtSecret, token, now);
    if (claims === null) throw AppError.unauthorized();
    const user = await liveOpsUser(deps.database.db, claims, now);
    if (user === null) throw AppError.unauthorized();
    if (!hasOpsRole(user, roles)) throw AppError.forbidden();
    request.opsUser = user;
    request.opsSessionJti = claims.jti;
  };
}

/** The signed-in operations user; only valid behind `requireOpsUser`. */
export function opsUserOf(request: FastifyRequest): SignedInOpsUser {
  if (!request.opsUser) throw AppError.unauthorized();
  return request.opsUser;
}
