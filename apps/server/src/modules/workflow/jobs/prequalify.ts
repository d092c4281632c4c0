import { DSCR_PRODUCT } from '@openheloc/domain';
import type { ApplicationFacts } from '../../../db/schema';
import { loadApplicant } from '../applicant';
import {
  creditFactsOf,
  floodFactsOf,
  propertyFactsOf,
  rentFactsOf,
  valuationFactsOf,
} from '../../../core/facts';
import {
  checkpoint,
  providersFor,
  readApplication,
  settle,
  type ApplicationJobPayload,
} from '../job-support';
import { decide, recordDecision, stateForDecision } from '../underwriting-run';
import type { WorkflowDeps } from '../workflow-deps';

const STATE = 'WAITING_FOR_OFFER_SELECTION';

/**
 * Pre-qualification: soft pull, property records, automated valuation, flood certificate, then
 * underwriting. Each provider's answer is checkpointed, so a retry after a crash resumes there.
 */
export async function prequalify(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  signal: AbortSignal,
): Promise<void> {
  const application = await readApplication(deps, payload);
  if (!application || application.state !== STATE) return;
  const applicant = await loadApplicant(deps.db, application, deps.encryptionKey);
  const providers = providersFor(deps, application);
  const facts: ApplicationFacts = { ...application.facts };
  const save = async <K extends keyof ApplicationFacts>(key: K, value: ApplicationFacts[K]) => {
    facts[key] = value;
    return checkpoint(deps, application, STATE, key, value);
  };

  if (!facts.credit) {
    const report = await providers.credit.softPull(
      {
        applicant: applicant.name,
        dateOfBirth: applicant.dateOfBirth,
        address: applicant.address,
        ...(applicant.ssn ? { ssn: applicant.ssn } : {}),
      },
      { signal },
    );
    if (!(await save('credit', creditFactsOf(report, providers.credit.bureau)))) return;
  }
  const credit = facts.credit;
  if (credit?.outcome === 'NO_MATCH') {
    // The pull is repeated once the SSN is given, so its answer is not kept.
    await settle(deps, payload, 'PREQUAL_NO_MATCH', async () => ({
      changes: { facts: { ...facts, credit: undefined } },
    }));
    return;
  }
  if (credit?.outcome === 'FROZEN') {
    await settle(deps, payload, 'PREQUAL_FROZEN', async (_tx, app) => ({
      changes: {
        facts: { ...facts, credit: undefined },
        creditLockStage: 'SOFT',
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

  if (!facts.property) {
    const record = await providers.property.lookup(
      { address: applicant.address, applicant: applicant.name },
      { signal },
    );
    if (!(await save('property', propertyFactsOf(record)))) return;
  }
  if (facts.property?.ownershipMatch === false) {
    await settle(deps, payload, 'PREQUAL_PROPERTY_MISMATCH', async (_tx, app) => ({
      changes: { status: { ...app.status, datatreeNoMatch: true, propertyComplete: false } },
    }));
    return;
  }
  // No answer decides whether another is asked for: the vendors are called at once, and the job
  // ends only when all have answered (a failed one is retried with the others saved). The DSCR
  // loan is qualified on the property's rent, from the valuation provider's estimate.
  const answers = await Promise.allSettled([
    facts.rent ||
      application.product !== DSCR_PRODUCT ||
      providers.property
        .rentEstimate({ address: applicant.address, applicant: applicant.name }, { signal })
        .then((estimate) => save('rent', rentFactsOf(estimate))),
    facts.valuation ||
      providers.property
        .valuate({ address: applicant.address }, { signal })
        .then((valuation) => save('valuation', valuationFactsOf(valuation))),
    facts.flood ||
      providers.flood
        .certify({ address: applicant.address }, { signal })
        .then((certification) => save('flood', floodFactsOf(certification))),
  ]);
  for (const answer of answers) if (answer.status === 'rejected') throw answer.reason;
  if (answers.some((answer) => answer.status === 'fulfilled' && !answer.value)) return;

  const decision = decide(deps, application, applicant, facts);
  await settle(
    deps,
    payload,
    'PREQUAL_DECIDED',
    async (tx, app) => {
      // No value at all: the borrower orders a broker price opinion before any offer is made.
      const to = stateForDecision(decision);
      return { to, changes: await recordDecision(tx, app, decision, facts) };
    },
    { decision: decision.decision, subDecision: decision.subDecision },
  );
}
