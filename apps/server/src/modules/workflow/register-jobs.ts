import type { JobHandler, JobReschedule, JobWorker } from '../../jobs';
import { JOB_KINDS, zApplicationJobPayload, type ApplicationJobPayload } from './job-support';
import { ADVERSE_ACTION_JOB, sendAdverseActionNotice } from './jobs/adverse-action-notice';
import { closingDocuments } from './jobs/closing-documents';
import { deliverRescissionNotices, RESCISSION_NOTICES_JOB } from './jobs/rescission-notices';
import { endRescission } from './jobs/end-rescission';
import { fund } from './jobs/fund';
import { generateSummary } from './jobs/generate-summary';
import { hardPull } from './jobs/hard-pull';
import { prequalify } from './jobs/prequalify';
import { valueEstimate } from './jobs/value-estimate';
import { verifyBankAccount } from './jobs/verify-bank-account';
import { verifyIdentity } from './jobs/verify-identity';
import { verifyIncome } from './jobs/verify-income';
import {
  BUDGET_RECHECK_MS,
  holdForBudget,
  ProviderBudgetExceededError,
  releaseBudgetHold,
} from './provider-budget';
import type { WorkflowDeps } from './workflow-deps';

type Step = (
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  signal: AbortSignal,
) => Promise<void | JobReschedule>;

const STEPS: Readonly<Record<(typeof JOB_KINDS)[keyof typeof JOB_KINDS], Step>> = {
  [JOB_KINDS.prequalify]: prequalify,
  [JOB_KINDS.summary]: generateSummary,
  [JOB_KINDS.hardPull]: hardPull,
  [JOB_KINDS.income]: verifyIncome,
  [JOB_KINDS.bankAccount]: verifyBankAccount,
  [JOB_KINDS.identity]: verifyIdentity,
  [JOB_KINDS.bpo]: valueEstimate,
  [JOB_KINDS.closingDocuments]: closingDocuments,
  [JOB_KINDS.rescission]: endRescission,
  [JOB_KINDS.funding]: fund,
};

/**
 * Registers the handler of every workflow job kind: each settles one waiting state. A step that
 * meets its lender's budget of paid calls waits (the application marked as held) and runs again
 * when the budget allows: at the next UTC day, or sooner if operations raise it.
 */
export function registerApplicationJobs(worker: JobWorker, deps: WorkflowDeps): void {
  for (const [kind, step] of Object.entries(STEPS)) {
    const handler: JobHandler<ApplicationJobPayload> = async ({ job, signal }) => {
      const { applicationUuid } = job.payload;
      try {
        const result = await step(deps, job.payload, signal);
        await releaseBudgetHold(deps.db, applicationUuid);
        return result;
      } catch (error) {
        if (!(error instanceof ProviderBudgetExceededError)) throw error;
        await holdForBudget(deps.db, applicationUuid, error.resumesAt);
        const untilResume = error.resumesAt.getTime() - deps.now().getTime();
        return { retryInMs: Math.max(0, Math.min(untilResume, BUDGET_RECHECK_MS)) };
      }
    };
    worker.register(kind, { schema: zApplicationJobPayload, handler });
  }
  worker.register(ADVERSE_ACTION_JOB, {
    schema: zApplicationJobPayload,
    handler: ({ job }) => sendAdverseActionNotice(deps, job.payload),
  });
  worker.register(RESCISSION_NOTICES_JOB, {
    schema: zApplicationJobPayload,
    handler: ({ job }) => deliverRescissionNotices(deps, job.payload),
  });
}
