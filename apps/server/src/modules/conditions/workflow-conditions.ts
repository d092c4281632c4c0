import type { ConditionCategory } from '@openheloc/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { conditions } from '../../db/schema';
import type { DbTransaction } from '../../jobs';
import { insertCondition, LIVE_STATUSES, WORKFLOW_ACTOR } from './condition-store';

/**
 * Raises a request to the borrower from the workflow (a failed ID check, income that could not be
 * linked) unless one of the category is still open or in review for them.
 */
export async function raiseWorkflowCondition(
  tx: DbTransaction,
  application: { uuid: string; orgCode: string },
  category: ConditionCategory,
  now: Date,
): Promise<void> {
  const [live] = await tx
    .select({ uuid: conditions.uuid })
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationUuid, application.uuid),
        eq(conditions.category, category),
        isNull(conditions.signerUuid),
        inArray(conditions.status, [...LIVE_STATUSES]),
      ),
    )
    .limit(1);
  if (live) return;
  await insertCondition(tx, application, { category }, WORKFLOW_ACTOR, now);
}

/**
 * The workflow saw a person's matter resolved (the ID passed, the income was verified): clears
 * their requests of that category, the borrower's (`signerUuid` null) or one signer's. Another
 * person's request of the same category is about them, so it stays.
 */
export async function clearWorkflowConditions(
  tx: DbTransaction,
  applicationUuid: string,
  category: ConditionCategory,
  now: Date,
  signerUuid: string | null = null,
): Promise<void> {
  await tx
    .update(conditions)
    .set({ status: 'CLEARED', resolvedAt: now, resolvedBy: WORKFLOW_ACTOR, updatedAt: now })
    .where(
      and(
        eq(conditions.applicationUuid, applicationUuid),
        eq(conditions.category, category),
        signerUuid === null ? isNull(conditions.signerUuid) : eq(conditions.signerUuid, signerUuid),
        inArray(conditions.status, [...LIVE_STATUSES]),
      ),
    );
}
