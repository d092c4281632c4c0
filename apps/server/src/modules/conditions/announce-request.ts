import { applicationPath } from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { applications, applicationSigners } from '../../db/schema';
import type { ConditionRow } from '../../db/rows';
import { APP_BASE } from '../../http/redirect-routes';
import { recipientOf } from '../messages/recipient';
import { tellRecipient } from '../messages/tell-recipient';
import { createNotification } from '../notifications/notification-store';
import type { Tx } from './condition-store';

const GENERIC_REQUEST = 'a document for your application';
/** A signer signs in on their own page; their flow then offers their requests first. */
const SIGNER_LOGIN_LINK = `${APP_BASE}/heloc-signer/login`;

/** A request to an additional signer: an e-mail to them (they have no notifications menu). */
async function announceToSigner(tx: Tx, condition: ConditionRow, signerUuid: string) {
  const [signer] = await tx
    .select({ identityUuid: applicationSigners.identityUuid })
    .from(applicationSigners)
    .where(eq(applicationSigners.uuid, signerUuid));
  const recipient = signer && (await recipientOf(tx, signer.identityUuid));
  if (!recipient) return;
  await tellRecipient(tx, recipient, {
    template: 'document-requested',
    data: {
      firstName: recipient.firstName || 'there',
      documentName: condition.commentsToBorrower ?? GENERIC_REQUEST,
      link: SIGNER_LOGIN_LINK,
    },
    dedupeKey: `document-requested:${condition.uuid}`,
    orgCode: condition.orgCode,
  });
}

/**
 * A request the lender raised, in the transaction that stores it: the borrower gets an e-mail and
 * a notification whose call to action opens the document requests page; a signer, an e-mail
 * leading to their own sign-in.
 */
export async function announceDocumentRequest(
  tx: Tx,
  condition: ConditionRow,
  now: Date,
): Promise<void> {
  if (condition.signerUuid) return announceToSigner(tx, condition, condition.signerUuid);
  const [application] = await tx
    .select({ identityUuid: applications.identityUuid })
    .from(applications)
    .where(eq(applications.uuid, condition.applicationUuid));
  if (!application) return;
  const recipient = await recipientOf(tx, application.identityUuid);
  if (!recipient) return;
  const redirectPath = applicationPath(condition.applicationUuid, 'conditions');
  const what = condition.commentsToBorrower ?? GENERIC_REQUEST;
  const key = `document-requested:${condition.uuid}`;
  await tellRecipient(tx, recipient, {
    template: 'document-requested',
    data: {
      firstName: recipient.firstName || 'there',
      documentName: what,
      link: `${APP_BASE}${redirectPath}`,
    },
    dedupeKey: key,
    orgCode: condition.orgCode,
  });
  await createNotification(
    tx,
    {
      orgCode: condition.orgCode,
      identityUuid: application.identityUuid,
      applicationUuid: condition.applicationUuid,
      title: 'Document requested',
      description: condition.commentsToBorrower
        ? `We need: ${condition.commentsToBorrower}`
        : 'We need a document to keep your application moving.',
      ctas: [{ title: 'Upload document', redirectPath }],
      dedupeKey: key,
    },
    now,
  );
}
