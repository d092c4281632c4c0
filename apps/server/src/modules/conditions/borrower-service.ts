import {
  CONDITION_MESSAGES,
  DOCUMENT_REQUEST_TEXTS,
  DEFAULT_NUM_DOCS_REQUIRED,
  type Condition,
} from '@openheloc/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationDocuments, conditionDocuments, conditions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findOwnApplication } from '../application/read-service';
import { savePhoneNumber } from '../profile/service';
import type { ApplicationScope } from '../workflow/transition';
import { documentsOf, LIVE_STATUSES, lockCondition } from './condition-store';
import { toCondition } from './condition-views';
import type { ConditionRow } from '../../db/rows';

export type BorrowerScope = ApplicationScope & { ownerIdentityUuid: string };

/** Uploads referred to must be this application's own; another's is as unknown as a missing one. */
export const UPLOAD_NOT_FOUND_MESSAGE =
  'We could not find that upload. Please upload the file again';

/** The requests the borrower still sees (open or in review), oldest first; 404 for a stranger. */
export async function listBorrowerConditions(db: Db, scope: BorrowerScope): Promise<Condition[]> {
  const application = await findOwnApplication(db, scope);
  const rows = await db
    .select()
    .from(conditions)
    .where(
      and(
        eq(conditions.applicationUuid, application.uuid),
        inArray(conditions.status, [...LIVE_STATUSES]),
      ),
    )
    .orderBy(asc(conditions.createdAt), asc(conditions.uuid));
  const documents = await documentsOf(
    db,
    rows.map((row) => row.uuid),
  );
  return rows.map((row) => toCondition(row, documents.get(row.uuid) ?? []));
}

function assertOpen(row: ConditionRow): void {
  if (row.status !== 'OPEN') throw AppError.conflict(CONDITION_MESSAGES.notOpen);
}

/**
 * Answers an upload or identity request with the borrower's uploads: as many as it asks for,
 * each an upload of this application. The request then waits for the lender's review.
 */
export async function answerWithDocuments(
  db: Db,
  scope: BorrowerScope,
  conditionUuid: string,
  documentUuids: readonly string[],
  now: Date,
): Promise<Condition> {
  const application = await findOwnApplication(db, scope);
  return db.transaction(async (tx) => {
    const row = await lockCondition(tx, conditionUuid, application.uuid);
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
          eq(applicationDocuments.applicationUuid, application.uuid),
          eq(applicationDocuments.origin, 'UPLOADED'),
          inArray(applicationDocuments.uuid, unique),
        ),
      );
    if (owned.length !== unique.length) {
      throw AppError.badRequest(UPLOAD_NOT_FOUND_MESSAGE, 'documentUuids');
    }
    await tx
      .insert(conditionDocuments)
      .values(unique.map((documentUuid) => ({ conditionUuid, documentUuid, attachedAt: now })));
    const [updated] = await tx
      .update(conditions)
      .set({ status: 'SUBMITTED', submittedAt: now, updatedAt: now })
      .where(eq(conditions.uuid, conditionUuid))
      .returning();
    if (!updated) throw new Error('condition not updated');
    const documents = await documentsOf(tx, [conditionUuid]);
    return toCondition(updated, documents.get(conditionUuid) ?? []);
  });
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
    const row = await lockCondition(tx, conditionUuid, application.uuid);
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
