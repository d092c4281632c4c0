import { applicationPath, pacificToday } from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import { applicationDocuments, applications } from '../../../db/schema';
import { enqueueJob, type DbTransaction } from '../../../jobs';
import { APP_BASE } from '../../../http/redirect-routes';
import { creditScoreDisclosureOf } from '../../documents/credit-disclosure';
import { adverseActionNoticePdf } from '../../documents/generated-pdfs';
import { brandOf } from '../../documents/pdf/brand';
import { recipientOf } from '../../messages/recipient';
import { tellRecipient } from '../../messages/tell-recipient';
import { loadApplicant } from '../applicant';
import { recordGeneratedDocument } from '../generated-documents';
import type { ApplicationJobPayload } from '../application-job-payload';
import type { WorkflowDeps } from '../workflow-deps';
import type { ApplicationRow } from '../../../db/rows';

export const ADVERSE_ACTION_JOB = 'application.adverse-action-notice';

/**
 * Queued in the transaction that declines an application: the statement of credit denial is
 * made once, kept with the application and e-mailed to the applicant as a PDF.
 */
export async function queueAdverseActionNotice(
  tx: DbTransaction,
  application: Pick<ApplicationRow, 'uuid' | 'orgCode' | 'version'>,
): Promise<void> {
  const payload: ApplicationJobPayload = {
    applicationUuid: application.uuid,
    orgCode: application.orgCode,
    version: application.version,
  };
  await enqueueJob(tx, ADVERSE_ACTION_JOB, payload, {
    maxAttempts: 12,
    dedupeKey: `${ADVERSE_ACTION_JOB}:${application.uuid}`,
    applicationUuid: application.uuid,
  });
}

async function storedNotice(deps: WorkflowDeps, applicationUuid: string) {
  const [row] = await deps.db
    .select({ uuid: applicationDocuments.uuid })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationUuid, applicationUuid),
        eq(applicationDocuments.type, 'ADVERSE_ACTION_NOTICE'),
      ),
    );
  return row?.uuid ?? null;
}

export async function sendAdverseActionNotice(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
): Promise<void> {
  const [application] = await deps.db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.uuid, payload.applicationUuid),
        eq(applications.orgCode, payload.orgCode),
      ),
    );
  if (!application || application.state !== 'DECLINED') return;
  const org = deps.organizations.byCode(application.orgCode);
  if (!org) throw new Error(`Unknown organisation ${application.orgCode}`);
  const existing = await storedNotice(deps, application.uuid);
  const applicant = await loadApplicant(deps.db, application, deps.encryptionKey);
  const { street1, street2, city, state, zip } = applicant.address;
  const now = deps.now();
  const notice = existing
    ? null
    : await adverseActionNoticePdf(
        {
          lender: brandOf(org),
          ecoaAgency: org.meta.companyInfo.ecoaAgency,
          loanNumber: application.loanNumber,
          product: application.product,
          date: pacificToday(application.updatedAt),
          applicant: {
            name: [
              applicant.name.firstName,
              applicant.name.middleName,
              applicant.name.lastName,
              applicant.name.suffix,
            ]
              .filter(Boolean)
              .join(' '),
            address: [street1, street2, `${city}, ${state} ${zip}`].filter(Boolean).join(', '),
          },
          reasons: application.facts.adverseActionReasons ?? [],
          creditScore: creditScoreDisclosureOf(application),
        },
        now,
      );
  await deps.db.transaction(async (tx) => {
    const documentUuid = notice
      ? await recordGeneratedDocument(tx, application, notice, now)
      : existing;
    const recipient = await recipientOf(tx, application.identityUuid);
    if (!recipient || !documentUuid) return;
    await tellRecipient(tx, recipient, {
      template: 'adverse-action',
      data: {
        firstName: recipient.firstName || 'there',
        loanNumber: application.loanNumber,
        documentUuid,
        link: `${APP_BASE}${applicationPath(application.uuid, '')}`,
      },
      dedupeKey: `adverse-action:${application.uuid}`,
      orgCode: application.orgCode,
    });
  });
}
