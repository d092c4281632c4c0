import {
  CONDITION_MESSAGES,
  DOCUMENT_REQUEST_TEXTS,
  DEFAULT_NUM_DOCS_REQUIRED,
  type Condition,
} from '@openheloc/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationDocuments, conditionDocuments, conditions } from '../../db/schema';
import type { DbTransaction } from '../../jobs';
import { AppError } from '../../http/app-error';
import { findOwnApplication } from '../application/read-service';
import { savePhoneNumber } from '../profile/service';
import type { ApplicationScope } from '../workflow/transition';
import { LIVE_STATUSES, lockCondition, withDocuments } from './condition-store';
import { toCondition } from './condition-views';
import type { ConditionRow } from '../../db/rows';

export type BorrowerScope = ApplicationScope & { ownerIdentityUuid: string };

/** Uploads referred to must be this application's own; another's is as unknown as a missing one. */
export const UPLOAD_NOT_FOUND_MESSAGE =
  'We could not find that upload. Please upload the file again';

/**
 * The requests the borrower still sees (open or in review), oldest first; 404 for a stranger.
 * Requests to an additional signer are theirs alone (decision 0026).
 */
export async function listBorrowerConditions(db: Db, scope: BorrowerScope): Promise<Condition[]> {
  const application = await findOwnApplication(db, scope);
  const rows = await db
    .select()
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationUuid, application.uuid),
        isNull(conditions.signerUuid),
        inArray(conditions.status, [...LIVE_STATUSES]),
      ),
    )
    .orderBy(asc(conditions.createdAt), asc(conditions.uuid));
  return withDocuments(db, rows);
}

function assertOpen(row: ConditionRow): void {
  if (row.status !== 'OPEN') throw AppError.conflict(CONDITION_MESSAGES.notOpen);
}

/** The request, locked, when it is the borrower's own; a signer's is as unknown as a missing one. */
async function lockBorrowerCondition(
  tx: DbTransaction,
  conditionUuid: string,
  applicationUuid: string,
) {
  const row = await lockCondition(tx, conditionUuid, applicationUuid);
  if (row.signerUuid !== null) throw AppError.notFound(CONDITION_MESSAGES.notFound);
  return row;
}

/**
 * Attaches uploads to an open upload or identity request, as many as it asks for, each an upload
 * of the same person (the borrower: signerUuid null) on the application; it then waits for review.
 */
export async function attachDocuments(
  tx: DbTransaction,
  row: ConditionRow,
  documentUuids: readonly string[],
  now: Date,
): Promise<Condition> {
  assertOpen(row);
  if (DOCUMENT_REQUEST_TEXTS[row.category].target === 'phone-number') {
    throw AppError.badRequest(CONDITION_MESSAGES.wrongAnswer);
  }
  const unique = [...new Set(documentUuids)];
  if (unique.length !== documentUuids.length) {
    throw AppError.badRequest(CONDITION_MESSAGES.sameDocumentTwice, 'documentUuids');
  }
  const required = row.numDocsRequired ?? DEFAULT_NUM_DOCS_REQUIRED;
  if (unique.length < required) {
    throw AppError.badRequest(CONDITION_MESSAGES.tooFewDocuments(required), 'documentUuids');
  }
  const owned = await tx
    .select({ uuid: applicationDocuments.uuid })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationUuid, row.applicationUuid),
        eq(applicationDocuments.origin, 'UPLOADED'),
        row.signerUuid === null
          ? isNull(applicationDocuments.signerUuid)
          : eq(applicationDocuments.signerUuid, row.signerUuid),
        inArray(applicationDocuments.uuid, unique),
      ),
    );
  if (owned.length !== unique.length) {
    throw AppError.badRequest(UPLOAD_NOT_FOUND_MESSAGE, 'documentUuids');
  }
  await tx
    .insert(conditionDocuments)
    .values(
      unique.map((documentUuid) => ({ conditionUuid: row.uuid, documentUuid, attachedAt: now })),
    );
  const [updated] = await tx
    .update(conditions)
    .set({ status: 'SUBMITTED', submittedAt: now, updatedAt: now })
    .where(eq(conditions.uuid, row.uuid))
    .returning();
  if (!updated) throw new Error('condition not updated');
  const [condition] = await withDocuments(tx, [updated]);
  if (!condition) throw new Error('condition not found after update');
  return condition;
}

/** Answers an upload or identity request with the borrower's own uploads. */
export async function answerWithDocuments(
  db: Db,
  scope: BorrowerScope,
  conditionUuid: string,
  documentUuids: readonly string[],
  now: Date,
): Promise<Condition> {
  const application = await findOwnApplication(db, scope);
  return db.transaction(async (tx) =>
    attachDocuments(
      tx,
      await lockBorrowerCondition(tx, conditionUuid, application.uuid),
      documentUuids,
      now,
    ),
  );
}

/** Answers a missing-phone request: the number goes on the borrower's profile. */
export async function answerWithPhoneNumber(
  db: Db,
  scope: BorrowerScope,
  conditionUuid: string,
  phoneNumber: string,
  now: Date,
): Promise<Condition> {
  const application = await findOwnApplication(db, scope);
  return db.transaction(async (tx) => {
    const row = await lockBorrowerCondition(tx, conditionUuid, application.uuid);
    assertOpen(row);
    if (DOCUMENT_REQUEST_TEXTS[row.category].target !== 'phone-number') {
      throw AppError.badRequest(CONDITION_MESSAGES.wrongAnswer);
    }
    await savePhoneNumber(
      tx,
      { identityUuid: application.identityUuid, orgCode: application.orgCode },
      phoneNumber,
      now,
    );
    const [updated] = await tx
      .update(conditions)
      .set({ status: 'SUBMITTED', submittedAt: now, updatedAt: now })
      .where(eq(conditions.uuid, conditionUuid))
      .returning();
    if (!updated) throw new Error('condition not updated');
    return toCondition(updated, []);
  });
}
