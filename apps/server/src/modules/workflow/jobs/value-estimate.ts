import type { JobReschedule } from '../../../jobs';
import type { ApplicationFacts } from '../../../db/schema';
import { loadApplicant } from '../applicant';
import { keepChosenOffer } from '../chosen-offer';
import {
  checkpoint,
  enqueueStep,
  JOB_KINDS,
  providersFor,
  readApplication,
  settle,
  type ApplicationJobPayload,
} from '../job-support';
import { decide, recordDecision, stateForDecision } from '../underwriting-run';
import type { WorkflowDeps } from '../workflow-deps';

const STATE = 'WAITING_FOR_BPO_ORDER_REQUEST';
/** How often an unfinished order is checked when the vendor gives no expected time. */
const BPO_POLL_MS = 15 * 60_000;

/**
 * Orders a broker price opinion once, then polls the order until the inspector reports, and
 * underwrites again on the estimated value.
 */
export async function valueEstimate(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  signal: AbortSignal,
): Promise<void | JobReschedule> {
  const application = await readApplication(deps, payload);
  if (!application || application.state !== STATE) return;
  const applicant = await loadApplicant(deps.db, application, deps.encryptionKey);
  const providers = providersFor(deps, application);
  let order = application.facts.bpo;
  if (!order) {
    const owner = application.facts.bpoOrder;
    const placed = await providers.bpo.order(
      {
        address: applicant.address,
        ...(owner
          ? { ownerEstimate: owner.ownerEstimate, ownerCondition: owner.ownerCondition }
          : {}),
      },
      { signal },
    );
    order = { orderId: placed.orderId, status: 'BPO_PROCESSING', value: null };
    if (!(await checkpoint(deps, application, STATE, 'bpo', order))) return;
  }
  const status = await providers.bpo.status({ orderId: order.orderId }, { signal });
  if (status.status === 'BPO_PROCESSING') {
    const expected = new Date(status.expectedCompletionAt);
    return expected > deps.now() ? { retryAt: expected } : { retryInMs: BPO_POLL_MS };
  }
  const facts: ApplicationFacts = {
    ...application.facts,
    bpo: { orderId: order.orderId, status: 'BPO_COMPLETE', value: status.value },
  };
  const decision = decide(deps, application, applicant, facts);
  await settle(
    deps,
    payload,
    'BPO_COMPLETED',
    async (tx, app) => {
      const recorded = await recordDecision(tx, app, decision, facts);
      const changes = { ...recorded, status: { ...recorded.status, bpo: 'BPO_COMPLETE' as const } };
      if (app.offerId === null) {
        const next = stateForDecision(decision);
        return { to: next === 'OFFER_SELECTION' ? next : 'DECLINED', changes };
      }
      const kept = decision.decision === 'APPROVED' ? keepChosenOffer(app, decision) : null;
      if (!kept) return { to: 'DECLINED', changes };
      await enqueueStep(deps, tx, JOB_KINDS.closingDocuments, app);
      return { to: 'GEN_NOTE_SIGNING', changes: { ...changes, ...kept } };
    },
    { value: status.value },
  );
}
