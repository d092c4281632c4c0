import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { callerOf } from '../auth/authenticate';
import { loadBorrower, type BorrowerRecord } from './service';

/** The caller's identity and profile; behind `requireAuth` only. */
export async function loadSignedInBorrower(request: FastifyRequest): Promise<BorrowerRecord> {
  const caller = callerOf(request);
  const record = await loadBorrower(
    request.server.deps.database.db,
    caller.orgCode,
    caller.identityUuid,
  );
  // A session outliving its identity is no session.
  if (!record) throw AppError.unauthorized('unauthenticated');
  return record;
}
