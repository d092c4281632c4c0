import {
  checksWaitForOperations,
  everySignerNotarized,
  type zCoDeedStatus,
} from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { applications, applicationSigners } from '../../db/schema';
import { checksOf, signersOf, statusOf } from './signer-store';

/**
 * GET co-deed/status: for a signer, the applications they sign; for a borrower, the signers of
 * each of their applications and whether all of them are done.
 */
export async function coDeedStatus(
  db: Db,
  orgCode: string,
  identityUuid: string,
): Promise<z.infer<typeof zCoDeedStatus>> {
  const signing = await db
    .select({
      applicationUuid: applications.uuid,
      loanNumber: applications.loanNumber,
      state: applications.state,
    })
    .from(applicationSigners)
    .innerJoin(applications, eq(applications.uuid, applicationSigners.applicationUuid))
    .where(
      and(
        eq(applicationSigners.orgCode, orgCode),
        eq(applicationSigners.identityUuid, identityUuid),
      ),
    );
  const own = await db
    .select({ uuid: applications.uuid })
    .from(applications)
    .where(and(eq(applications.orgCode, orgCode), eq(applications.identityUuid, identityUuid)));
  const ownApplications = await Promise.all(
    own.map(async ({ uuid }) => {
      const rows = await signersOf(db, uuid);
      const statuses = rows.map((row) => statusOf(row.signer));
      const checks = rows.map((row) => checksOf(row.signer));
      return {
        applicationUuid: uuid,
        coDeedStatus:
          rows.length === 0
            ? ('NOT_REQUIRED' as const)
            : everySignerNotarized(statuses)
              ? ('COMPLETE' as const)
              : checks.some(checksWaitForOperations)
                ? ('ON_HOLD' as const)
                : ('PENDING' as const),
        signers: rows.map((row, index) => ({
          uuid: row.signer.uuid,
          firstName: row.firstName,
          lastName: row.lastName,
          role: row.signer.role,
          status: statuses[index] ?? 'INVITED',
          ...(checks[index] ?? {
            identity: 'NOT_REQUIRED' as const,
            credit: 'NOT_REQUIRED' as const,
          }),
        })),
      };
    }),
  );
  return { isAdditionalSigner: signing.length > 0, applications: signing, ownApplications };
}
