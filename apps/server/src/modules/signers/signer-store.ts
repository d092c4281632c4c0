import {
  signerCreditState,
  signerIdentityState,
  signerStatus,
  type SignerSummary,
} from '@openheloc/domain';
import { asc, eq } from 'drizzle-orm';
import { applicationSigners, identities, profiles } from '../../db/schema';
import type { DbExecutor } from '../../jobs';

/** The signers of an application with their names and e-mail, in the order they were invited. */
export function signersOf(db: DbExecutor, applicationUuid: string) {
  return db
    .select({
      signer: applicationSigners,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: identities.email,
    })
    .from(applicationSigners)
    .innerJoin(identities, eq(identities.uuid, applicationSigners.identityUuid))
    .innerJoin(profiles, eq(profiles.identityUuid, applicationSigners.identityUuid))
    .where(eq(applicationSigners.applicationUuid, applicationUuid))
    .orderBy(asc(applicationSigners.invitedAt), asc(applicationSigners.uuid));
}

export type SignerWithName = Awaited<ReturnType<typeof signersOf>>[number];

export const statusOf = (signer: typeof applicationSigners.$inferSelect) => signerStatus(signer);

/** A co-borrower's ID and credit checks (a co-deeder's read NOT_REQUIRED). */
export const checksOf = (signer: typeof applicationSigners.$inferSelect) => ({
  identity: signerIdentityState(signer.role, signer.idVerification),
  credit: signerCreditState(signer.role, signer.creditResult),
});

export function summaryOf(row: SignerWithName): SignerSummary {
  return {
    uuid: row.signer.uuid,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.signer.role,
    status: statusOf(row.signer),
    checks: checksOf(row.signer),
    invitedAt: row.signer.invitedAt.toISOString(),
    invitationExpiresAt: row.signer.invitationExpiresAt.toISOString(),
  };
}
