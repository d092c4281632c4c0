import type { ApplicationConsentType } from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import { consents } from '../../../db/schema';
import type { DbTransaction } from '../../../jobs';
import { saveSsn as saveProfileSsn, type ProfileOwner } from '../../profile/service';
import { transition, type ApplicationScope, type EffectResult } from '../../workflow/transition';
import type { BorrowerEvent } from '../../workflow/transition-table';
import type { WorkflowDeps } from '../../workflow/workflow-deps';
import type { ApplicationRow } from '../../../db/rows';

/** Who is acting and from where (consents record the address and browser). */
export type BorrowerContext = {
  deps: WorkflowDeps;
  scope: ApplicationScope & { ownerIdentityUuid: string };
  ipAddress: string;
  userAgent: string;
};

export type Effect = (
  tx: DbTransaction,
  application: ApplicationRow,
) => Promise<EffectResult | void>;

/** One borrower event through the workflow, with its effect in the same transaction. */
export async function act(
  ctx: BorrowerContext,
  event: BorrowerEvent,
  effect?: Effect,
  payload: Record<string, unknown> = {},
): Promise<ApplicationRow> {
  const { application } = await transition(ctx.deps.db, {
    scope: ctx.scope,
    actor: { type: 'BORROWER', id: ctx.scope.ownerIdentityUuid },
    event,
    payload,
    now: ctx.deps.now(),
    ...(effect ? { effect } : {}),
  });
  return application;
}

/** The application's owner, whose profile its steps write through the profile service. */
export function ownerOf(application: ApplicationRow): ProfileOwner {
  return { identityUuid: application.identityUuid, orgCode: application.orgCode };
}

/** The SSN the borrower typed, on the acting borrower's profile. */
export function saveSsn(ctx: BorrowerContext, tx: DbTransaction, ssn: string): Promise<void> {
  return saveProfileSsn(
    tx,
    { identityUuid: ctx.scope.ownerIdentityUuid, orgCode: ctx.scope.orgCode },
    ssn,
    { encryptionKey: ctx.deps.encryptionKey, now: ctx.deps.now() },
  );
}

export async function recordConsent(
  ctx: BorrowerContext,
  tx: DbTransaction,
  application: ApplicationRow,
  type: ApplicationConsentType,
  textVersion: string,
): Promise<void> {
  await tx.insert(consents).values({
    identityUuid: application.identityUuid,
    applicationUuid: application.uuid,
    type,
    textVersion,
    granted: true,
    ipAddress: ctx.ipAddress,
    userAgent: ctx.userAgent,
    recordedAt: ctx.deps.now(),
  });
}

export async function hasConsent(
  tx: DbTransaction,
  application: ApplicationRow,
  type: ApplicationConsentType,
): Promise<boolean> {
  const [consent] = await tx
    .select({ id: consents.id })
    .from(consents)
    .where(
      and(
        eq(consents.applicationUuid, application.uuid),
        eq(consents.type, type),
        eq(consents.granted, true),
      ),
    )
    .limit(1);
  return consent !== undefined;
}
