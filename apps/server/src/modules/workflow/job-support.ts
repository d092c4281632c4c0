import type { ApplicationState } from '@openheloc/domain';
import { and, eq, sql } from 'drizzle-orm';
import { applications, type ApplicationFacts } from '../../db/schema';
import type { DbTransaction } from '../../jobs';
import { withRecordingAll, type Providers } from '../../providers';
import { providerBudgetCheck } from './provider-budget';
import { TransitionRefusedError, transition, type TransitionRequest } from './transition';
import type { SystemEvent } from './transition-table';
import type { WorkflowDeps } from './workflow-deps';
import type { ApplicationRow } from '../../db/rows';
import { zApplicationJobPayload, type ApplicationJobPayload } from './application-job-payload';

export { zApplicationJobPayload, type ApplicationJobPayload };

/**
 * Every workflow job names its application and the version the application has in the waiting
 * state the job serves; the handler re-reads the rest. A job whose version is no longer current
 * (the borrower cancelled, or gave an SSN and a new pull started) does nothing.
 */

export const JOB_KINDS = {
  prequalify: 'application.prequalify',
  summary: 'application.generate-summary',
  hardPull: 'application.hard-pull',
  income: 'application.verify-income',
  bankAccount: 'application.verify-bank-account',
  identity: 'application.verify-identity',
  bpo: 'application.value-estimate',
  closingDocuments: 'application.generate-closing-documents',
  rescission: 'application.end-rescission',
  funding: 'application.fund',
} as const;
export type ApplicationJobKind = (typeof JOB_KINDS)[keyof typeof JOB_KINDS];

/**
 * Enqueues the job that settles a waiting state, in the transaction that enters it. The key
 * includes the version being left, so a retried request never queues the same step twice.
 */
export async function enqueueStep(
  deps: Pick<WorkflowDeps, 'queue'>,
  tx: DbTransaction,
  kind: ApplicationJobKind,
  application: Pick<ApplicationRow, 'uuid' | 'orgCode' | 'version'>,
  /** The transition entering the waiting state adds one to the version being left. */
  waitingVersion = application.version + 1,
  /** When the step is due, if not at once (the end of the right to cancel). */
  runAt?: { delayMs: number },
): Promise<void> {
  const payload: ApplicationJobPayload = {
    applicationUuid: application.uuid,
    orgCode: application.orgCode,
    version: waitingVersion,
  };
  await deps.queue.enqueue(
    kind,
    payload,
    {
      dedupeKey: `${kind}:${application.uuid}:${waitingVersion}`,
      applicationUuid: application.uuid,
      ...runAt,
    },
    tx,
  );
}

/** The application as the job was queued for, or null when it moved on since. */
export async function readApplication(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
): Promise<ApplicationRow | null> {
  const [row] = await deps.db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.uuid, payload.applicationUuid),
        eq(applications.orgCode, payload.orgCode),
        eq(applications.version, payload.version),
      ),
    );
  return row ?? null;
}

/** Providers whose every call is recorded against the application. */
export function providersFor(deps: WorkflowDeps, application: ApplicationRow): Providers {
  return withRecordingAll(deps.providers, {
    db: deps.db,
    applicationUuid: application.uuid,
    now: deps.now,
    orgCode: application.orgCode,
    budget: providerBudgetCheck(deps.db, deps.paidCallsPerDay),
  });
}

/**
 * Saves one step's answer while the application is still in the state the job serves, so that a
 * retried job skips the steps already done. False when the application moved on.
 */
export async function checkpoint<K extends keyof ApplicationFacts>(
  deps: WorkflowDeps,
  application: ApplicationRow,
  state: ApplicationState,
  key: K,
  value: ApplicationFacts[K],
): Promise<boolean> {
  const current = and(
    eq(applications.uuid, application.uuid),
    eq(applications.state, state),
    eq(applications.version, application.version),
  );
  const updated = await deps.db
    .update(applications)
    .set({
      facts: sql`${applications.facts} || ${JSON.stringify({ [key]: value })}::jsonb`,
      updatedAt: deps.now(),
    })
    .where(current)
    .returning({ uuid: applications.uuid });
  return updated.length > 0;
}

/**
 * A job's result moves the application. When the application already moved on (cancelled, or
 * settled by an earlier run), the result no longer applies and is dropped.
 */
export async function settle(
  deps: WorkflowDeps,
  payload: ApplicationJobPayload,
  event: SystemEvent,
  effect: TransitionRequest['effect'],
  eventPayload: Record<string, unknown> = {},
): Promise<ApplicationRow | null> {
  try {
    const { application } = await transition(deps.db, {
      scope: { uuid: payload.applicationUuid, orgCode: payload.orgCode },
      actor: { type: 'SYSTEM', id: 'workflow' },
      event,
      payload: eventPayload,
      now: deps.now(),
      effect: async (tx, application) => {
        if (application.version !== payload.version) {
          throw new TransitionRefusedError('The application moved on');
        }
        return effect?.(tx, application);
      },
    });
    return application;
  } catch (error) {
    if (error instanceof TransitionRefusedError) return null;
    throw error;
  }
}
