import { SIGNER_CONDITIONS_FLAG } from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import { conditions } from '../../db/schema';
import type { DbExecutor } from '../../jobs';
import { flagEnabled } from '../flags/flag-enabled';

/**
 * Whether a document request waits for the signer, which their flow then offers first; always
 * false while the lender has the signers' conditions flag off.
 */
export async function signerConditionsOpen(
  db: DbExecutor,
  signer: { uuid: string; orgCode: string },
): Promise<boolean> {
  if (!(await flagEnabled(db, signer.orgCode, SIGNER_CONDITIONS_FLAG))) return false;
  const [open] = await db
    .select({ uuid: conditions.uuid })
    .from(conditions)
    .where(and(eq(conditions.signerUuid, signer.uuid), eq(conditions.status, 'OPEN')))
    .limit(1);
  return open !== undefined;
}
