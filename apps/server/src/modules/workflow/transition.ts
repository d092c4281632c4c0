import type { ApplicationState } from '@openheloc/domain';
import { and, eq, sql } from 'drizzle-orm';
import { applicationEvents, applications, type ActorType } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbExecutor, DbTransaction } from '../../jobs';
import { announce } from './announcements';
import { queueAdverseActionNotice } from './jobs/adverse-action-notice';
import { queueRescissionNotices } from './jobs/rescission-notices';
import { isBusinessPurpose } from './business-purpose';
import { findTransition, type WorkflowEvent } from './transition-table';
import type { ApplicationChanges, ApplicationRow } from '../../db/rows';

export const STEP_UNAVAILABLE_MESSAGE = 'This step is no longer available';
export const APPLICATION_NOT_FOUND_MESSAGE = 'Application not found';

/** The event is not allowed in the application's current state (or its guard fails): nothing changed. */
export class TransitionRefusedError extends AppError {
  constructor(message: string) {
    super('conflict', message);
    this.name = 'TransitionRefusedError';
  }
}

export type Actor = { type: ActorType; id: string };

/** Where the application is looked up: its organisation always, and its owner for a borrower. */
export type ApplicationScope = { uuid: string; orgCode: string; ownerIdentityUuid?: string };

export type EffectResult = {
  /** Required when the row allows several targets. */
  to?: ApplicationState;
  changes?: ApplicationChanges;
  /** Stored on the event, next to what the caller passed. */
  payload?: Record<string, unknown>;
};

export type TransitionRequest = {
  scope: ApplicationScope;
  actor: Actor;
  event: WorkflowEvent;
  payload?: Record<string, unknown>;
  now: Date;
  /**
   * Runs inside the transaction with the row locked, after the state and guard checks: writes
   * what the event carries (its own rows, jobs through `tx`) and says where the application goes.
   * Throwing rolls everything back.
   */
  effect?: (tx: DbTransaction, application: ApplicationRow) => Promise<EffectResult | void>;
};

export type TransitionResult = { application: ApplicationRow; from: ApplicationState };

/** Locks the application row (FOR UPDATE) in its organisation, and for its owner when given. */
export async function lockApplication(
  tx: DbExecutor,
  scope: ApplicationScope,
): Promise<ApplicationRow> {
  const conditions = [eq(applications.uuid, scope.uuid), eq(applications.orgCode, scope.orgCode)];
  if (scope.ownerIdentityUuid !== undefined) {
    conditions.push(eq(applications.identityUuid, scope.ownerIdentityUuid));
  }
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(...conditions))
    .for('update');
  if (!row) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return row;
}

/**
 * The one way an application changes state: lock the row, check that the event is allowed in
 * the current state and that its guard holds, run the effect, then write the new state, the
 * version and the event (who, what, when, from, to) in the same transaction. Concurrent calls on
 * one application are serialised by the row lock; the second sees the first's state.
 */
export async function transition(
  executor: DbExecutor,
  request: TransitionRequest,
): Promise<TransitionResult> {
  return executor.transaction(async (tx) => {
    const application = await lockApplication(tx, request.scope);
    const row = findTransition(application.state, request.event);
    if (!row) throw new TransitionRefusedError(STEP_UNAVAILABLE_MESSAGE);
    const refusal = row.guard?.(application) ?? null;
    if (refusal !== null) throw new TransitionRefusedError(refusal);

    const result = (await request.effect?.(tx, application)) ?? {};
    const to = result.to ?? (row.to.length === 1 ? row.to[0] : undefined);
    if (to === undefined || !row.to.includes(to)) {
      throw new Error(
        `Workflow bug: ${request.event} from ${application.state} chose ${String(to)}, allowed ${row.to.join(', ')}`,
      );
    }
    const [updated] = await tx
      .update(applications)
      .set({
        ...row.stamp?.(application, request.now),
        ...result.changes,
        state: to,
        version: sql`${applications.version} + 1`,
        updatedAt: request.now,
      })
      .where(eq(applications.uuid, application.uuid))
      .returning();
    if (!updated) throw new Error('Locked application vanished');
    await tx.insert(applicationEvents).values({
      applicationUuid: application.uuid,
      orgCode: application.orgCode,
      actorType: request.actor.type,
      actorId: request.actor.id,
      event: request.event,
      fromState: application.state,
      toState: to,
      payload: { ...request.payload, ...result.payload },
      createdAt: request.now,
    });
    await announce(tx, { event: request.event, application: updated, now: request.now });
    if (to === 'DECLINED' && application.state !== 'DECLINED') {
      await queueAdverseActionNotice(tx, updated);
    }
    // Notarization is consummation: each owner's notice of the right to cancel goes out now.
    if (request.event === 'NOTARIZE' && !isBusinessPurpose(updated)) {
      await queueRescissionNotices(tx, updated);
    }
    return { application: updated, from: application.state };
  });
}
