import { closingPdfs } from '../../documents/generated-pdfs';
import { loanFileFor } from '../../documents/loan-file-loader';
import { loadApplicant } from '../applicant';
import { recordGeneratedDocument } from '../generated-documents';
import { providersFor, readApplication, settle, type ApplicationJobPayload } from '../job-support';
import type { WorkflowDeps } from '../workflow-deps';
import { isBusinessPurpose } from '../business-purpose';

/**
 * The final title commitment for the line's amount, then the closing documents as PDFs (made
 * before the transaction, stored in it: a retry after a crash makes them again).
 */
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
  const file = await loanFileFor(deps, application);
  const now = deps.now();
  const documents = await closingPdfs(
    { ...file, title: { reportId: title.reportId, legalDescription: title.legalDescription } },
    now,
    { businessPurpose: isBusinessPurpose(application) },
  );
  await settle(deps, payload, 'DOCUMENTS_READY', async (tx, app) => {
    for (const document of documents) await recordGeneratedDocument(tx, app, document, now);
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
