import type { DbTransaction } from '../../jobs';
import { enqueueMessage } from '../messages/outbox';
import type { SignerInvitation } from './borrower-signers';
import { invitationLink, invitationSha256 } from './invitation-tokens';

/**
 * Writes the invitation e-mail to the outbox in the transaction that created the invitation: it
 * goes out exactly when the invitation exists. The dedupe key is the token's hash (never the
 * token), so the same invitation is never sent twice.
 */
export const deliverInvitation =
  (orgCode: string) =>
  async (tx: DbTransaction, invitation: SignerInvitation): Promise<void> => {
    await enqueueMessage(tx, {
      channel: 'email',
      to: invitation.email,
      template: 'signer-invitation',
      data: {
        signerName: invitation.signerName,
        borrowerName: invitation.borrowerName,
        link: invitationLink(invitation.token),
      },
      dedupeKey: `signer-invitation:${invitationSha256(invitation.token)}`,
      orgCode,
    });
  };
