import { everySignerNotarized, SIGNER_MESSAGES, signerChecksPassed } from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { applicationSigners } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbExecutor } from '../../jobs';
import { checksOf, statusOf } from './signer-store';

/**
 * Refuses (409) to close an application while a co-borrower's ID or credit check has not passed,
 * or a signer has not signed or met the notary.
 */
export async function assertSignersNotarized(db: DbExecutor, applicationUuid: string) {
  const rows = await db
    .select()
    .from(applicationSigners)
    .where(eq(applicationSigners.applicationUuid, applicationUuid));
  const checks = rows.map(checksOf);
  if (!checks.every((check) => signerChecksPassed(check.identity, check.credit))) {
    throw AppError.conflict(SIGNER_MESSAGES.coBorrowerChecksPending);
  }
  if (!everySignerNotarized(rows.map(statusOf))) {
    throw AppError.conflict(SIGNER_MESSAGES.signersPending);
  }
}
