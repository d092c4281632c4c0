import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-types';
import { callerOf } from '../auth/authenticate';
import type { BorrowerContext } from './actions/borrower-context';
import { workflowDepsOf } from './application-deps';
import { assertApplicationUuid } from './read-service';

/**
 * What a borrower's action needs from their request: the application they own (by id, lender
 * and signed-in identity) and where the request came from, as consents and signatures record it.
 */
export function borrowerContextOf(
  deps: AppDeps,
  request: FastifyRequest,
  uuid: string,
): BorrowerContext {
  assertApplicationUuid(uuid);
  return {
    deps: workflowDepsOf(deps),
    scope: {
      uuid,
      orgCode: request.org.orgCode,
      ownerIdentityUuid: callerOf(request).identityUuid,
    },
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  };
}
