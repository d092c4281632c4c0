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
  await settle(deps, payload, 'SUMMARY_READY', async (tx, app) => {
    await recordGeneratedDocument(
      tx,
      app,
      'APPLICATION_SUMMARY',
      {
        loanNumber: app.loanNumber,
        offerId: app.offerId,
        amount: app.amount,
        termYears: app.termYears,
        aprBps: app.aprBps,
        payType: app.payType,
        hmda: app.hmda,
      },
      deps.now(),
    );
    return { changes: { status: { ...app.status, disclosurelistSummaryReady: true } } };
  });
}
