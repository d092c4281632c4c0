import type { DocumentType } from '@openheloc/domain';
import { loadApplicant } from '../applicant';
import { recordGeneratedDocument } from '../generated-documents';
import { providersFor, readApplication, settle, type ApplicationJobPayload } from '../job-support';
import type { WorkflowDeps } from '../workflow-deps';

/** What the borrower signs at closing. */
const CLOSING_DOCUMENTS: readonly DocumentType[] = [
  'STATEMENTOFLOAN',
  'CREDITDISCLOSURE',
  'CFPB_HELOC_BOOKLET',
  'GLBA_NOTICE',
  'HAZARD_DISCLOSURE',
];

/** The final title commitment for the line's amount, then the closing documents. */
export async function closingDocuments(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  signal: AbortSignal,
): Promise<void> {
  const application = await readApplication(deps, payload);
  if (!application || application.state !== 'GEN_NOTE_SIGNING') return;
  if (application.amount === null) throw new Error(`Application ${application.uuid} has no amount`);
  const applicant = await loadApplicant(deps.db, application, deps.encryptionKey);
  const title = await providersFor(deps, application).title.final(
    { address: applicant.address, applicant: applicant.name, loanAmount: application.amount },
    { signal },
  );
  const floodRequired = application.facts.flood?.floodInsuranceRequired ?? false;
  await settle(deps, payload, 'DOCUMENTS_READY', async (tx, app) => {
    const documents = floodRequired
      ? [...CLOSING_DOCUMENTS, 'FLOODDISCLOSURE' as const]
      : CLOSING_DOCUMENTS;
    for (const type of documents) {
      await recordGeneratedDocument(
        tx,
        app,
        type,
        {
          loanNumber: app.loanNumber,
          amount: app.amount,
          termYears: app.termYears,
          aprBps: app.aprBps,
          quote: app.quote,
          titleReportId: title.reportId,
          legalDescription: title.legalDescription,
        },
        deps.now(),
      );
    }
    return {
      changes: {
        facts: {
          ...app.facts,
          finalTitle: {
            reportId: title.reportId,
            clearToClose: title.clearToClose,
            ownershipMatch: title.ownershipMatch,
          },
        },
        status: { ...app.status, title: 'FINAL_TITLE_COMPLETE', disclosurelistClosingReady: true },
      },
    };
  });
}
