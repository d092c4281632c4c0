import { SIGNER_MESSAGES } from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import { applicationSigners } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SignedInOpsUser } from '../ops-users/require-ops-user';
import { tellBorrowerWhenTheirTurn } from '../workflow/borrower-turn';
import { signingOf, type SignerCaller } from '../signers/signer-session';
import { STEP_UNAVAILABLE_MESSAGE } from '../workflow/transition';
import { isInRoom } from './room-store';
import { borrowerSideTicket, servedApplication, type RoomDeps } from './room-service';

/**
 * An additional signer's ticket into the application's room, once they have signed and while
 * the application waits for its notarization. They meet the notary on the borrower's side of the
 * room, under their own name and identity.
 */
export async function signerTicket(deps: RoomDeps, caller: SignerCaller) {
  const { signer, application, name } = await signingOf(deps.db, caller);
  if (signer.notarizedAt) throw AppError.conflict(SIGNER_MESSAGES.signerNotarized);
  if (!signer.signedAt) throw AppError.conflict(SIGNER_MESSAGES.notSigned);
  return borrowerSideTicket(deps, application, { participantId: signer.identityUuid, name });
}

/**
 * The notary notarizes one additional signer: signed, in the room now, not yet notarized. Who
 * and when are recorded on the signer; the application closes only once every signer is.
 */
export async function completeSignerNotarization(
  deps: RoomDeps,
  user: SignedInOpsUser,
  applicationUuid: string,
  signerUuid: string,
) {
  const app = await servedApplication(deps.db, user, applicationUuid);
  if (app.state !== 'DEED_SIGNING') throw AppError.conflict(STEP_UNAVAILABLE_MESSAGE);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [signer] = await tx
      .select()
      .from(applicationSigners)
      .where(
        and(
          eq(applicationSigners.uuid, signerUuid),
          eq(applicationSigners.applicationUuid, app.uuid),
        ),
      )
      .for('update');
    if (!signer) throw AppError.notFound('Signer not found');
    if (signer.notarizedAt) throw AppError.conflict(SIGNER_MESSAGES.signerNotarized);
    if (!signer.signedAt) throw AppError.conflict(SIGNER_MESSAGES.notSigned);
    if (!(await isInRoom(tx, app.uuid, signer.identityUuid, now))) {
      throw AppError.conflict(SIGNER_MESSAGES.signerNotInRoom);
    }
    await tx
      .update(applicationSigners)
      .set({ notarizedAt: now, notarizedBy: user.uuid, notarizedByName: user.name })
      .where(eq(applicationSigners.uuid, signer.uuid));
    await tellBorrowerWhenTheirTurn(tx, app, now);
    return { signerUuid: signer.uuid, notarizedAt: now.toISOString(), notarizedBy: user.name };
  });
}
