import { SIGNER_MESSAGES, type AcceptInvitationRequest } from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, applicationSigners, identities, profiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbExecutor } from '../../jobs';
import { startSession } from '../auth/sessions';
import { hashPassword } from '../identity/password-hash';
import { fullName, loadBorrower } from '../profile/service';
import { invitationSha256 } from './invitation-tokens';

/**
 * The signer row behind a token, refused with the same words whatever the token looks like: not
 * ours (forged, or replaced by a newer invitation), already used, or expired.
 */
async function invitationOf(
  db: DbExecutor,
  orgCode: string,
  token: string,
  now: Date,
  lock = false,
) {
  const query = db
    .select()
    .from(applicationSigners)
    .where(eq(applicationSigners.invitationSha256, invitationSha256(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.orgCode !== orgCode) throw AppError.notFound(SIGNER_MESSAGES.invitationInvalid);
  if (row.acceptedAt) throw AppError.conflict(SIGNER_MESSAGES.invitationUsed);
  if (row.invitationExpiresAt <= now) throw new AppError('gone', SIGNER_MESSAGES.invitationExpired);
  return row;
}

/** Whom the link is for, so that the page can greet them before they set a password. */
export async function previewInvitation(db: Db, orgCode: string, token: string, now: Date) {
  const row = await invitationOf(db, orgCode, token, now);
  const [signer] = await db
    .select({ firstName: profiles.firstName, email: identities.email })
    .from(identities)
    .innerJoin(profiles, eq(profiles.identityUuid, identities.uuid))
    .where(eq(identities.uuid, row.identityUuid));
  const [application] = await db
    .select({ identityUuid: applications.identityUuid })
    .from(applications)
    .where(eq(applications.uuid, row.applicationUuid));
  const borrower = application ? await loadBorrower(db, orgCode, application.identityUuid) : null;
  return {
    firstName: signer?.firstName ?? '',
    email: signer?.email ?? '',
    borrowerName: borrower?.profile ? fullName(borrower.profile) : '',
  };
}

/**
 * The signer sets their password through the invitation: the link is used up in the same
 * transaction (a second use is refused), and a session starts.
 */
export async function acceptInvitation(
  deps: { db: Db; jwtSecret: Uint8Array; now: () => Date },
  orgCode: string,
  body: AcceptInvitationRequest,
): Promise<{ token: string }> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  const identityUuid = await deps.db.transaction(async (tx) => {
    const row = await invitationOf(tx, orgCode, body.token, now, true);
    await tx
      .update(applicationSigners)
      .set({ acceptedAt: now })
      .where(eq(applicationSigners.uuid, row.uuid));
    await tx
      .update(identities)
      .set({ passwordHash, updatedAt: now })
      .where(eq(identities.uuid, row.identityUuid));
    return row.identityUuid;
  });
  const { token } = await startSession(
    deps.db,
    deps.jwtSecret,
    { identityUuid, orgCode, type: 'CO_DEEDER' },
    now,
  );
  return { token };
}
