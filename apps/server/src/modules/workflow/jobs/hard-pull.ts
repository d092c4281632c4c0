import type { ApplicationFacts } from '../../../db/schema';
import { loadApplicant } from '../applicant';
import { CLEARED_OFFER, keepChosenOffer } from '../chosen-offer';
import { creditFactsOf } from '../../../core/facts';
import { providersFor, readApplication, settle, type ApplicationJobPayload } from '../job-support';
import { decide, recordDecision, stateForDecision } from '../underwriting-run';
import type { WorkflowDeps } from '../workflow-deps';
import { isBusinessPurpose } from '../business-purpose';

/** Submission: the hard pull, then underwriting again on the full report. */
export async function hardPull(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  signal: AbortSignal,
): Promise<void> {
  const application = await readApplication(deps, payload);
  if (!application || application.state !== 'WAITING_FOR_HARD_CREDIT_PULL') return;
  const applicant = await loadApplicant(deps.db, application, deps.encryptionKey);
  if (!applicant.ssn) throw new Error(`Application ${application.uuid} submitted without an SSN`);
  const { credit } = providersFor(deps, application);
  const report = await credit.hardPull(
    {
      applicant: applicant.name,
      dateOfBirth: applicant.dateOfBirth,
      address: applicant.address,
      ssn: applicant.ssn,
    },
    { signal },
  );
  if (report.outcome === 'FROZEN') {
    await settle(deps, payload, 'HARD_PULL_FROZEN', async (_tx, app) => ({
      changes: {
        creditLockStage: 'HARD',
        status: {
          ...app.status,
          uwDecision: 'ERROR',
          uwSubDecision: 'CREDIT_FROZEN',
          creditFrozenWithPin: true,
        },
      },
    }));
    return;
  }
  const facts: ApplicationFacts = {
    ...application.facts,
    credit: creditFactsOf(report, credit.bureau),
  };
  const decision = decide(deps, application, applicant, facts);
  await settle(
    deps,
    payload,
    'HARD_PULL_DECIDED',
    async (tx, app) => {
      const changes = await recordDecision(tx, app, decision, facts);
      const next = stateForDecision(decision);
      if (next !== 'OFFER_SELECTION') {
        if (next === 'BPO_ORDER_REQUEST') {
          throw new Error(`Application ${app.uuid} lost its property value after submission`);
        }
        return { to: next, changes };
      }
      const kept = keepChosenOffer(app, decision);
      // The DSCR loan was qualified on the property's rent: the borrower's income is not checked.
      const onward = isBusinessPurpose(app) ? 'DISBURSEMENT_ACCOUNT' : 'INCOME_VERIFICATION';
      return kept
        ? { to: onward, changes: { ...changes, ...kept, submittedAt: deps.now() } }
        : { to: 'OFFER_SELECTION', changes: { ...changes, ...CLEARED_OFFER } };
    },
    { decision: decision.decision, subDecision: decision.subDecision },
  );
}
