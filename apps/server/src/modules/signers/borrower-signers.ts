import {
  SIGNER_INVITATION_TTL_MS,
  SIGNER_MESSAGES,
  signersCanBeAdded,
  type AddSignerRequest,
  type SignerList,
} from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { applicationSigners, identities } from '../../db/schema';
import type { ApplicationRow } from '../../db/rows';
import { AppError } from '../../http/app-error';
import type { DbExecutor, DbTransaction } from '../../jobs';
import type { BorrowerContext } from '../application/borrower-actions';
import { findOwnApplication } from '../application/read-service';
import { normalizeEmail } from '../identity/email';
import { hashPassword } from '../identity/password-hash';
import { createSignerProfile, fullName, loadBorrower } from '../profile/service';
import { lockApplication, transition } from '../workflow/transition';
import { newInvitationToken } from './invitation-tokens';
import { signersOf, summaryOf } from './signer-store';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The borrower's list: the signers, whether more may be added, and owners on record not yet added. */
async function listOf(
  db: DbExecutor,
  application: ApplicationRow,
  borrower: { firstName: string; lastName: string },
): Promise<SignerList> {
  const rows = await signersOf(db, application.uuid);
  const known = [borrower, ...rows];
  const owners = application.facts.property?.owners ?? [];
  return {
    signers: rows.map(summaryOf),
    canAdd: signersCanBeAdded(application.state),
    ownersOnRecord: owners.filter(
      (owner) =>
        !known.some(
          (person) =>
            sameName(person.firstName, owner.firstName) &&
            sameName(person.lastName, owner.lastName),
        ),
    ),
  };
}

async function borrowerOf(db: Db, application: ApplicationRow) {
  const record = await loadBorrower(db, application.orgCode, application.identityUuid);
  if (!record?.profile) throw new Error(`Application ${application.uuid} has no borrower profile`);
  return { record, profile: record.profile, name: fullName(record.profile) };
}

export async function listSigners(ctx: BorrowerContext): Promise<SignerList> {
  const application = await findOwnApplication(ctx.deps.db, ctx.scope);
  const { profile } = await borrowerOf(ctx.deps.db, application);
  return listOf(ctx.deps.db, application, profile);
}

export type SignerInvitation = {
  token: string;
  expiresAt: Date;
  email: string;
  signerName: string;
  borrowerName: string;
};

/** Refuses the borrower's own e-mail, a signer's, and any other account's, in that order. */
async function assertEmailFree(tx: DbTransaction, application: ApplicationRow, email: string) {
  const emailNormalized = normalizeEmail(email);
  const [owner] = await tx
    .select({ uuid: identities.uuid })
    .from(identities)
    .where(
      and(
        eq(identities.orgCode, application.orgCode),
        eq(identities.emailNormalized, emailNormalized),
      ),
    );
  if (!owner) return emailNormalized;
  if (owner.uuid === application.identityUuid) {
    throw AppError.badRequest(SIGNER_MESSAGES.selfInvite, 'email');
  }
  const [signer] = await tx
    .select({ uuid: applicationSigners.uuid })
    .from(applicationSigners)
    .where(
      and(
        eq(applicationSigners.applicationUuid, application.uuid),
        eq(applicationSigners.identityUuid, owner.uuid),
      ),
    );
  throw new AppError(
    'conflict',
    signer ? SIGNER_MESSAGES.alreadySigner : SIGNER_MESSAGES.emailHasAccount,
    'email',
  );
}

/**
 * Adds a co-deeder or co-borrower: their identity (a CO_DEEDER, with a random password until
 * they set theirs), their profile, the signer row with the hash of a single-use invitation, and
 * their place in the application's signers (the closing documents name them). Answers the list
 * and the invitation, which the caller sends in the same transaction.
 */
export async function addSigner(
  ctx: BorrowerContext,
  body: AddSignerRequest,
  send: (tx: DbTransaction, invitation: SignerInvitation) => Promise<void>,
): Promise<SignerList> {
  const passwordHash = await hashPassword(randomBytes(32).toString('base64'));
  return ctx.deps.db.transaction(async (tx) => {
    const locked = await lockApplication(tx, ctx.scope);
    const { profile, name: borrowerName } = await borrowerOf(tx, locked);
    if (!signersCanBeAdded(locked.state)) throw AppError.conflict(SIGNER_MESSAGES.addingClosed);
    const emailNormalized = await assertEmailFree(tx, locked, body.email);
    const now = ctx.deps.now();
    const { application } = await transition(tx, {
      scope: ctx.scope,
      actor: { type: 'BORROWER', id: locked.identityUuid },
      event: 'ADD_SIGNER',
      now,
      effect: async (_tx, app) => {
        const identityUuid = randomUUID();
        await tx.insert(identities).values({
          uuid: identityUuid,
          orgCode: app.orgCode,
          email: body.email,
          emailNormalized,
          passwordHash,
          type: 'CO_DEEDER',
          createdAt: now,
          updatedAt: now,
        });
        await createSignerProfile(tx, {
          identityUuid,
          orgCode: app.orgCode,
          firstName: body.firstName,
          lastName: body.lastName,
          phoneNumber: body.phoneNumber,
        });
        const { token, sha256 } = newInvitationToken();
        const expiresAt = new Date(now.getTime() + SIGNER_INVITATION_TTL_MS);
        const signerUuid = randomUUID();
        await tx.insert(applicationSigners).values({
          uuid: signerUuid,
          applicationUuid: app.uuid,
          orgCode: app.orgCode,
          identityUuid,
          role: body.role,
          invitedBy: app.identityUuid,
          invitationSha256: sha256,
          invitedAt: now,
          invitationExpiresAt: expiresAt,
        });
        await send(tx, {
          token,
          expiresAt,
          email: body.email,
          signerName: `${body.firstName} ${body.lastName}`,
          borrowerName,
        });
        return {
          changes: {
            helocSigners: [...app.helocSigners, { identityUuid }],
            additionalSignerVersion: 'v1',
          },
          payload: { signerUuid, role: body.role },
        };
      },
    });
    return listOf(tx, application, profile);
  });
}

/**
 * A new invitation for a signer who has not accepted yet: a new token and expiry; the old link
 * stops working.
 */
export async function resendInvitation(
  ctx: BorrowerContext,
  signerUuid: string,
  send: (tx: DbTransaction, invitation: SignerInvitation) => Promise<void>,
): Promise<SignerList> {
  return ctx.deps.db.transaction(async (tx) => {
    const application = await lockApplication(tx, ctx.scope);
    const { profile, name: borrowerName } = await borrowerOf(tx, application);
    const row = (await signersOf(tx, application.uuid)).find((r) => r.signer.uuid === signerUuid);
    if (!row) throw AppError.notFound('Signer not found');
    if (row.signer.acceptedAt) throw AppError.conflict(SIGNER_MESSAGES.invitationUsed);
    const now = ctx.deps.now();
    const { token, sha256 } = newInvitationToken();
    const expiresAt = new Date(now.getTime() + SIGNER_INVITATION_TTL_MS);
    await tx
      .update(applicationSigners)
      .set({ invitationSha256: sha256, invitedAt: now, invitationExpiresAt: expiresAt })
      .where(eq(applicationSigners.uuid, signerUuid));
    await send(tx, {
      token,
      expiresAt,
      email: row.email,
      signerName: `${row.firstName} ${row.lastName}`,
      borrowerName,
    });
    return listOf(tx, application, profile);
  });
}
