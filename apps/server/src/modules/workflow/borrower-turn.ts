import { applicationPath } from '@openheloc/domain';
import type { ApplicationRow } from '../../db/rows';
import { APP_BASE } from '../../http/redirect-routes';
import type { DbTransaction } from '../../jobs';
import { recipientOf } from '../messages/recipient';
import { tellRecipient } from '../messages/tell-recipient';
import { createNotification } from '../notifications/notification-store';
import { eq } from 'drizzle-orm';
import { applicationSigners } from '../../db/schema';

/**
 * Once the last additional signer is notarized, the borrower, who waited for them, is told that
 * it is their turn to meet the notary (by e-mail and in the notifications menu).
 */
export async function tellBorrowerWhenTheirTurn(
  tx: DbTransaction,
  application: ApplicationRow,
  now: Date,
): Promise<void> {
  const signers = await tx
    .select({ notarizedAt: applicationSigners.notarizedAt })
    .from(applicationSigners)
    .where(eq(applicationSigners.applicationUuid, application.uuid));
  if (signers.some((signer) => signer.notarizedAt === null)) return;
  const recipient = await recipientOf(tx, application.identityUuid);
  if (!recipient) return;
  const redirectPath = applicationPath(application.uuid, '');
  const dedupeKey = `signers-done:${application.uuid}`;
  await tellRecipient(tx, recipient, {
    template: 'signers-done',
    data: { firstName: recipient.firstName || 'there', link: `${APP_BASE}${redirectPath}` },
    dedupeKey,
    orgCode: application.orgCode,
  });
  await createNotification(
    tx,
    {
      orgCode: application.orgCode,
      identityUuid: application.identityUuid,
      applicationUuid: application.uuid,
      title: 'Your turn to meet the notary',
      description: 'Everyone else has signed and met the notary. Meet your notary to finish.',
      ctas: [{ title: 'Meet your notary', redirectPath }],
      dedupeKey,
    },
    now,
  );
}
