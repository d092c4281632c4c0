import type { JobReschedule } from '../../../jobs';
import {
  enqueueStep,
  JOB_KINDS,
  readApplication,
  settle,
  type ApplicationJobPayload,
} from '../job-support';
import type { WorkflowDeps } from '../workflow-deps';

/** At the end of the right to cancel, the application moves on to funding. */
export async function endRescission(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
): Promise<void | JobReschedule> {
  const application = await readApplication(deps, payload);
  if (!application || application.state !== 'RESCISSION' || !application.rescissionEndsAt) return;
  // The queue keeps the database's time and the deadline is on the app's clock: a job woken
  // before the deadline by that clock waits out the rest.
  const remainingMs = application.rescissionEndsAt.getTime() - deps.now().getTime();
  if (remainingMs > 0) return { retryInMs: remainingMs };
  await settle(deps, payload, 'RESCISSION_ENDED', async (tx, app) => {
    await enqueueStep(deps, tx, JOB_KINDS.funding, app);
  });
}
