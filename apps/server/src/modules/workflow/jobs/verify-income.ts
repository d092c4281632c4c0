import { centsToDollars, dollarsToCents, ZERO_CENTS, type Cents } from '@openheloc/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  applicationDocuments,
  applicationIncomeSources,
  incomeLinkSessions,
  type ApplicationFacts,
} from '../../../db/schema';
import type { DocumentFile, IncomeLinkResult, IncomeLinkSource } from '../../../providers';
import {
  clearWorkflowConditions,
  raiseWorkflowCondition,
} from '../../conditions/workflow-conditions';
import { readDocumentContent } from '../../documents/document-content';
import { loadApplicant } from '../applicant';
import { keepChosenOffer } from '../chosen-offer';
import { providersFor, readApplication, settle, type ApplicationJobPayload } from '../job-support';
import { decide, recordDecision } from '../underwriting-run';
import type { WorkflowDeps } from '../workflow-deps';
import type { ApplicationDocumentRow } from '../../../db/rows';

/**
 * Verifies the income source the borrower linked (or the paystubs uploaded), then underwrites on
 * the verified income: the chosen offer stands (lowered if it must) or the application declines.
 */
export async function verifyIncome(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  signal: AbortSignal,
): Promise<void> {
  const application = await readApplication(deps, payload);
  if (!application || application.state !== 'WAITING_FOR_INCOME_VERIFICATION') return;
  const [source] = await deps.db
    .select()
    .from(applicationIncomeSources)
    .where(
      and(
        eq(applicationIncomeSources.applicationUuid, application.uuid),
        eq(applicationIncomeSources.status, 'PENDING_REVIEW'),
      ),
    )
    .orderBy(desc(applicationIncomeSources.createdAt))
    .limit(1);
  if (!source) throw new Error(`Application ${application.uuid} has no income source to verify`);
  const applicant = await loadApplicant(deps.db, application, deps.encryptionKey);
  const providers = providersFor(deps, application);
  // The income providers speak dollars; the application keeps cents.
  const statedAnnualIncome = centsToDollars(applicant.profile.annualIncome ?? ZERO_CENTS);

  let verifiedIncome: Cents | null = null;
  let reference: string | null = null;
  if (source.source === 'MANUAL_PAYSTUB') {
    const documentUuids = (source.detail.documentUuids ?? []) as string[];
    const files = await deps.db
      .select()
      .from(applicationDocuments)
      .where(inArray(applicationDocuments.uuid, documentUuids));
    const review = await providers.income.reviewPaystubs(
      {
        applicant: applicant.name,
        statedAnnualIncome,
        paystubs: await Promise.all(files.map((file) => documentFile(deps, file))),
      },
      { signal },
    );
    reference = review.reviewId;
    verifiedIncome =
      review.status === 'VERIFIED' && review.verifiedAnnualIncome !== null
        ? dollarsToCents(review.verifiedAnnualIncome)
        : null;
  } else {
    const result =
      (await linkedInDialog(deps, source.detail.linkSessionUuid)) ??
      (await providers.income.link(
        {
          applicant: applicant.name,
          source: source.source as IncomeLinkSource,
          statedAnnualIncome,
        },
        { signal },
      ));
    reference = result.outcome === 'LINKED' ? result.linkId : result.reason;
    verifiedIncome =
      result.outcome === 'LINKED' ? dollarsToCents(result.verifiedAnnualIncome) : null;
  }

  const markSource = (status: 'VERIFIED' | 'FAILED_VERIFICATION') => ({
    status,
    verifiedAnnualIncome: verifiedIncome,
    providerReference: reference,
    updatedAt: deps.now(),
  });
  if (verifiedIncome === null) {
    await settle(deps, payload, 'INCOME_NOT_VERIFIED', async (tx, app) => {
      await tx
        .update(applicationIncomeSources)
        .set(markSource('FAILED_VERIFICATION'))
        .where(eq(applicationIncomeSources.uuid, source.uuid));
      // A failed link opens the paystub path; failed paystubs need a person (a condition).
      const paystubs = source.source === 'MANUAL_PAYSTUB';
      await raiseWorkflowCondition(tx, app, 'HELOC_MANUAL_PAYSTUB_UPLOAD', deps.now());
      return {
        changes: {
          status: {
            ...app.status,
            manualPaystubUpload: true,
            condition: paystubs ? true : app.status.condition,
          },
        },
      };
    });
    return;
  }
  const facts: ApplicationFacts = { ...application.facts, verifiedAnnualIncome: verifiedIncome };
  const decision = decide(deps, application, applicant, facts);
  await settle(deps, payload, 'INCOME_VERIFIED', async (tx, app) => {
    await tx
      .update(applicationIncomeSources)
      .set(markSource('VERIFIED'))
      .where(eq(applicationIncomeSources.uuid, source.uuid));
    await clearWorkflowConditions(tx, app.uuid, 'HELOC_MANUAL_PAYSTUB_UPLOAD', deps.now());
    const changes = await recordDecision(tx, app, decision, facts);
    const kept = decision.decision === 'APPROVED' ? keepChosenOffer(app, decision) : null;
    if (!kept) return { to: 'DECLINED', changes };
    return {
      to: 'DISBURSEMENT_ACCOUNT',
      changes: {
        ...changes,
        ...kept,
        status: {
          ...changes.status,
          uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
          manualPaystubTasksComplete: source.source === 'MANUAL_PAYSTUB',
        },
      },
    };
  });
}

/** What the link dialog read when the borrower consented, if the source came through it. */
async function linkedInDialog(
  deps: WorkflowDeps,
  sessionUuid: unknown,
): Promise<IncomeLinkResult | null> {
  if (typeof sessionUuid !== 'string') return null;
  const [session] = await deps.db
    .select({ linkResult: incomeLinkSessions.linkResult })
    .from(incomeLinkSessions)
    .where(eq(incomeLinkSessions.uuid, sessionUuid));
  return session?.linkResult ?? null;
}

async function documentFile(
  deps: WorkflowDeps,
  file: ApplicationDocumentRow,
): Promise<DocumentFile> {
  return {
    fileName: file.fileName,
    contentType: file.contentType as DocumentFile['contentType'],
    content: await readDocumentContent(deps.blobs, file),
  };
}
