import { applicationSummaryPdf } from '../../documents/generated-pdfs';
import { loanFileFor } from '../../documents/loan-file-loader';
import { recordGeneratedDocument } from '../generated-documents';
import { readApplication, settle, type ApplicationJobPayload } from '../job-support';
import type { WorkflowDeps } from '../workflow-deps';

/** The application summary the borrower reviews before submitting. */
export async function generateSummary(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
): Promise<void> {
  const application = await readApplication(deps, payload);
  if (!application || application.state !== 'GEN_APP_SUBMISSION') return;
  const now = deps.now();
  const summary = await applicationSummaryPdf(await loanFileFor(deps, application), now);
  await settle(deps, payload, 'SUMMARY_READY', async (tx, app) => {
    await recordGeneratedDocument(tx, app, summary, now);
    return { changes: { status: { ...app.status, disclosurelistSummaryReady: true } } };
  });
}
