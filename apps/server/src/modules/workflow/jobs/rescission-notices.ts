import { randomUUID } from 'node:crypto';
import { applicationPath, rescissionLastDayOf } from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { applications, rescissionNotices } from '../../../db/schema';
import type { ApplicationRow } from '../../../db/rows';
import { APP_BASE } from '../../../http/redirect-routes';
import { enqueueJob, type DbTransaction } from '../../../jobs';
import { rightToCancelPdfs } from '../../documents/generated-pdfs';
import { loanFileFor } from '../../documents/loan-file-loader';
import { recipientOf } from '../../messages/recipient';
import { tellRecipient } from '../../messages/tell-recipient';
import { recordGeneratedDocument } from '../generated-documents';
import type { ApplicationJobPayload } from '../application-job-payload';
import type { WorkflowDeps } from '../workflow-deps';

export const RESCISSION_NOTICES_JOB = 'application.deliver-rescission-notices';

/** Queued in the notarization's transaction: the right to cancel starts, and its notices go out. */
export async function queueRescissionNotices(
  tx: DbTransaction,
  application: Pick<ApplicationRow, 'uuid' | 'orgCode' | 'version'>,
): Promise<void> {
  const payload: ApplicationJobPayload = {
    applicationUuid: application.uuid,
    orgCode: application.orgCode,
    version: application.version,
  };
  await enqueueJob(tx, RESCISSION_NOTICES_JOB, payload, {
    maxAttempts: 12,
    dedupeKey: `${RESCISSION_NOTICES_JOB}:${application.uuid}`,
    applicationUuid: application.uuid,
  });
}

/** Where each owner cancels online: the borrower on the application, a signer on their own pages. */
const cancelLink = (application: ApplicationRow, borrower: boolean) =>
  borrower
    ? `${APP_BASE}${applicationPath(application.uuid, '')}`
    : `${APP_BASE}/heloc-signer/documents`;

/**
 * Each owner's own notice of the right to cancel, stating the day it ends, kept with the
 * application and e-mailed to that owner as a PDF with the way to cancel online. A retry makes
 * only the notices not delivered yet.
 */
export async function deliverRescissionNotices(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
): Promise<void> {
  const [application] = await deps.db
    .select()
    .from(applications)
    .where(eq(applications.uuid, payload.applicationUuid));
  const endsAt = application?.rescissionEndsAt;
  if (!application || !endsAt) return;
  const delivered = await deps.db
    .select({ identityUuid: rescissionNotices.identityUuid })
    .from(rescissionNotices)
    .where(eq(rescissionNotices.applicationUuid, application.uuid));
  const done = new Set(delivered.map((row) => row.identityUuid));
  const lastDay = rescissionLastDayOf(endsAt);
  const now = deps.now();
  const file = await loanFileFor(deps, application);
  const notices = (await rightToCancelPdfs(file, lastDay, now)).filter(
    (notice) => !done.has(notice.owner.identityUuid),
  );
  await deps.db.transaction(async (tx) => {
    for (const notice of notices) {
      const documentUuid = await recordGeneratedDocument(tx, application, notice, now);
      const inserted = await tx
        .insert(rescissionNotices)
        .values({
          uuid: randomUUID(),
          applicationUuid: application.uuid,
          orgCode: application.orgCode,
          identityUuid: notice.owner.identityUuid,
          ownerName: notice.owner.name,
          documentUuid,
          deliveredAt: now,
        })
        .onConflictDoNothing()
        .returning({ uuid: rescissionNotices.uuid });
      if (inserted.length === 0) continue;
      const recipient = await recipientOf(tx, notice.owner.identityUuid);
      if (!recipient) continue;
      await tellRecipient(tx, recipient, {
        template: 'rescission-deadline',
        data: {
          firstName: recipient.firstName || 'there',
          deadline: endsAt.toISOString(),
          documentUuid,
          link: cancelLink(application, notice.owner.role === 'Borrower'),
        },
        dedupeKey: `rescission-notice:${application.uuid}:${notice.owner.identityUuid}`,
        orgCode: application.orgCode,
      });
    }
  });
}
