import { CONDITION_MESSAGES, type Condition, type ConditionCategory } from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicationDocuments,
  applications,
  conditionDocuments,
  conditions,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbTransaction } from '../../jobs';
import { toCondition, type DocumentRow } from './condition-views';
import type { ConditionRow } from '../../db/rows';

export type Tx = Db | DbTransaction;

/** Requests still in play: the borrower must act, or the lender must review. */
export const LIVE_STATUSES = ['OPEN', 'SUBMITTED'] as const;

/** Who raised or resolved a request when no person did. */
export const WORKFLOW_ACTOR = 'WORKFLOW';

export type NewCondition = {
  category: ConditionCategory;
  commentsToBorrower?: string | undefined;
  internalNotes?: string | undefined;
  numDocsRequired?: number | undefined;
  /** The additional signer asked; absent when the borrower is. */
  signerUuid?: string | undefined;
};

export async function insertCondition(
  tx: Tx,
  application: { uuid: string; orgCode: string },
  input: NewCondition,
  raisedBy: string,
  now: Date,
): Promise<ConditionRow> {
  const [row] = await tx
    .insert(conditions)
    .values({
      uuid: randomUUID(),
      applicationUuid: application.uuid,
      orgCode: application.orgCode,
      signerUuid: input.signerUuid ?? null,
      category: input.category,
      commentsToBorrower: input.commentsToBorrower || null,
      internalNotes: input.internalNotes || null,
      numDocsRequired: input.numDocsRequired ?? null,
      raisedBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('condition not recorded');
  return row;
}

/** The request, locked for the change; 404 when it is not on this application. */
export async function lockCondition(
  tx: DbTransaction,
  conditionUuid: string,
  applicationUuid?: string,
): Promise<ConditionRow> {
  const where = [eq(conditions.uuid, conditionUuid)];
  if (applicationUuid !== undefined) where.push(eq(conditions.applicationUuid, applicationUuid));
  const [row] = await tx
    .select()
    .from(conditions)
    .where(and(...where))
    .for('update');
  if (!row) throw AppError.notFound(CONDITION_MESSAGES.notFound);
  return row;
}

/** The documents attached to each request, oldest first. */
export async function documentsOf(
  tx: Tx,
  conditionUuids: readonly string[],
): Promise<Map<string, DocumentRow[]>> {
  const byCondition = new Map<string, DocumentRow[]>();
  if (conditionUuids.length === 0) return byCondition;
  const rows = await tx
    .select({
      conditionUuid: conditionDocuments.conditionUuid,
      uuid: applicationDocuments.uuid,
      fileName: applicationDocuments.fileName,
      contentType: applicationDocuments.contentType,
      sizeBytes: applicationDocuments.sizeBytes,
      createdAt: applicationDocuments.createdAt,
    })
    .from(conditionDocuments)
    .innerJoin(applicationDocuments, eq(applicationDocuments.uuid, conditionDocuments.documentUuid))
    .where(inArray(conditionDocuments.conditionUuid, [...conditionUuids]))
    .orderBy(asc(conditionDocuments.attachedAt), asc(applicationDocuments.createdAt));
  for (const { conditionUuid, ...document } of rows) {
    const list = byCondition.get(conditionUuid) ?? [];
    list.push(document);
    byCondition.set(conditionUuid, list);
  }
  return byCondition;
}

/** The requests as their reader sees them, each with the documents sent for it. */
export async function withDocuments(tx: Tx, rows: readonly ConditionRow[]): Promise<Condition[]> {
  const documents = await documentsOf(
    tx,
    rows.map((row) => row.uuid),
  );
  return rows.map((row) => toCondition(row, documents.get(row.uuid) ?? []));
}

/**
 * Keeps the application's `condition` flag (which opens the borrower's document-request pages)
 * true exactly while a request to the borrower is open or in review; a signer's own requests
 * are not the borrower's to answer.
 */
export async function syncConditionFlag(tx: Tx, applicationUuid: string): Promise<void> {
  const [live] = await tx
    .select({ uuid: conditions.uuid })
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationUuid, applicationUuid),
        isNull(conditions.signerUuid),
        inArray(conditions.status, [...LIVE_STATUSES]),
      ),
    )
    .limit(1);
  await tx
    .update(applications)
    .set({
      status: sql`jsonb_set(${applications.status}, '{condition}', ${live ? sql`'true'::jsonb` : sql`'false'::jsonb`})`,
    })
    .where(eq(applications.uuid, applicationUuid));
}
