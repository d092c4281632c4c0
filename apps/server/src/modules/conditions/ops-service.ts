import {
  CONDITION_MESSAGES,
  isSignerConditionCategory,
  servesOrganization,
  SIGNER_CONDITIONS_FLAG,
  type SignerSummary,
  type ConditionStatus,
  type OpsCondition,
  type RaiseConditionRequest,
} from '@openheloc/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicationDocuments,
  applications,
  applicationSigners,
  conditionDocuments,
  conditions,
  profiles,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { BlobStore } from '../documents/blob-store';
import { readDocumentContent } from '../documents/document-content';
import { APPLICATION_NOT_FOUND_MESSAGE } from '../workflow/transition';
import type { SignedInOpsUser } from '../ops-users/require-ops-user';
import { flagEnabled } from '../flags/flag-enabled';
import { signersOf, summaryOf } from '../signers/signer-store';
import {
  documentsOf,
  insertCondition,
  lockCondition,
  syncConditionFlag,
  type Tx,
} from './condition-store';
import { announceDocumentRequest } from './announce-request';
import { toOpsCondition } from './condition-views';
import type { ConditionRow } from '../../db/rows';
import { isUuid } from '../../http/uuid';

async function withBorrowers(tx: Tx, rows: readonly ConditionRow[]): Promise<OpsCondition[]> {
  if (rows.length === 0) return [];
  const names = await tx
    .select({
      applicationUuid: applications.uuid,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(applications)
    .leftJoin(profiles, eq(profiles.identityUuid, applications.identityUuid))
    .where(inArray(applications.uuid, [...new Set(rows.map((row) => row.applicationUuid))]));
  const nameOf = new Map(
    names.map((n) => [n.applicationUuid, [n.firstName, n.lastName].filter(Boolean).join(' ')]),
  );
  const signerUuids = [...new Set(rows.flatMap((row) => (row.signerUuid ? [row.signerUuid] : [])))];
  const signerNames =
    signerUuids.length === 0
      ? []
      : await tx
          .select({
            uuid: applicationSigners.uuid,
            firstName: profiles.firstName,
            lastName: profiles.lastName,
          })
          .from(applicationSigners)
          .leftJoin(profiles, eq(profiles.identityUuid, applicationSigners.identityUuid))
          .where(inArray(applicationSigners.uuid, signerUuids));
  const signerNameOf = new Map(
    signerNames.map((n) => [n.uuid, [n.firstName, n.lastName].filter(Boolean).join(' ')]),
  );
  const documents = await documentsOf(
    tx,
    rows.map((row) => row.uuid),
  );
  return rows.map((row) =>
    toOpsCondition(row, documents.get(row.uuid) ?? [], {
      borrowerName: nameOf.get(row.applicationUuid) ?? '',
      signer: row.signerUuid
        ? { uuid: row.signerUuid, name: signerNameOf.get(row.signerUuid) ?? '' }
        : null,
    }),
  );
}

/** An application the user serves, or 404 (the same for one of a lender they do not serve). */
async function servedApplication(db: Db, user: SignedInOpsUser, applicationUuid: string) {
  if (!isUuid(applicationUuid)) throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
  const [application] = await db
    .select({ uuid: applications.uuid, orgCode: applications.orgCode })
    .from(applications)
    .where(eq(applications.uuid, applicationUuid));
  if (!application || !servesOrganization(user, application.orgCode)) {
    throw AppError.notFound(APPLICATION_NOT_FOUND_MESSAGE);
  }
  return application;
}

/** Requests of the lenders the user serves, oldest first: of one application, or by status. */
export async function listOpsConditions(
  db: Db,
  user: SignedInOpsUser,
  filter: { applicationUuid?: string | undefined; statuses: readonly ConditionStatus[] },
): Promise<OpsCondition[]> {
  const where: SQL[] = [];
  if (filter.applicationUuid !== undefined) {
    await servedApplication(db, user, filter.applicationUuid);
    where.push(eq(conditions.applicationUuid, filter.applicationUuid));
  }
  if (filter.statuses.length > 0) where.push(inArray(conditions.status, [...filter.statuses]));
  if (!user.orgCodes.includes('*')) where.push(inArray(conditions.orgCode, user.orgCodes));
  const rows = await db
    .select()
    .from(conditions)
    .where(and(...where))
    .orderBy(asc(conditions.createdAt), asc(conditions.uuid))
    .limit(500);
  return withBorrowers(db, rows);
}

/** The additional signers of an application the user serves, to address a request to one. */
export async function listApplicationSigners(
  db: Db,
  user: SignedInOpsUser,
  applicationUuid: string,
): Promise<SignerSummary[]> {
  const application = await servedApplication(db, user, applicationUuid);
  return (await signersOf(db, application.uuid)).map(summaryOf);
}

/**
 * A request addressed to an additional signer: one of this application, a category that
 * concerns a signer, and the lender showing signers their requests. Refusals change nothing.
 */
async function assertSignerRequest(
  db: Db,
  application: { uuid: string; orgCode: string },
  signerUuid: string,
  request: RaiseConditionRequest,
): Promise<void> {
  const [signer] = await db
    .select({ uuid: applicationSigners.uuid })
    .from(applicationSigners)
    .where(
      and(
        eq(applicationSigners.uuid, signerUuid),
        eq(applicationSigners.applicationUuid, application.uuid),
      ),
    );
  if (!signer) throw AppError.badRequest(CONDITION_MESSAGES.signerNotFound, 'signerUuid');
  if (!isSignerConditionCategory(request.categoryEnum)) {
    throw AppError.badRequest(CONDITION_MESSAGES.notForSigner, 'categoryEnum');
  }
  if (!(await flagEnabled(db, application.orgCode, SIGNER_CONDITIONS_FLAG))) {
    throw AppError.conflict(CONDITION_MESSAGES.signerConditionsOff);
  }
}

export async function raiseCondition(
  db: Db,
  user: SignedInOpsUser,
  applicationUuid: string,
  request: RaiseConditionRequest,
  now: Date,
): Promise<OpsCondition> {
  const application = await servedApplication(db, user, applicationUuid);
  if (request.signerUuid !== undefined) {
    await assertSignerRequest(db, application, request.signerUuid, request);
  }
  const row = await db.transaction(async (tx) => {
    const inserted = await insertCondition(
      tx,
      application,
      {
        category: request.categoryEnum,
        commentsToBorrower: request.commentsToBorrower,
        internalNotes: request.internalNotes,
        numDocsRequired: request.numDocsRequired,
        signerUuid: request.signerUuid,
      },
      user.uuid,
      now,
    );
    await syncConditionFlag(tx, application.uuid);
    await announceDocumentRequest(tx, inserted, now);
    return inserted;
  });
  const [view] = await withBorrowers(db, [row]);
  if (!view) throw new Error('condition not found after insert');
  return view;
}

type Review =
  { action: 'clear' } | { action: 'cancel' } | { action: 'return'; commentsToBorrower: string };

/**
 * The lender's decision on a request: clear an answered one, cancel one raised in error, or
 * send an answer back to the borrower with what to send instead (its documents are detached).
 */
export async function reviewCondition(
  db: Db,
  user: SignedInOpsUser,
  conditionUuid: string,
  review: Review,
  now: Date,
): Promise<OpsCondition> {
  if (!isUuid(conditionUuid)) throw AppError.notFound(CONDITION_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const row = await lockCondition(tx, conditionUuid);
    if (!servesOrganization(user, row.orgCode)) {
      throw AppError.notFound(CONDITION_MESSAGES.notFound);
    }
    const allowed = review.action === 'cancel' ? ['OPEN', 'SUBMITTED'] : ['SUBMITTED'];
    if (!allowed.includes(row.status)) throw AppError.conflict(CONDITION_MESSAGES.notSubmitted);
    const changes =
      review.action === 'return'
        ? {
            status: 'OPEN' as const,
            commentsToBorrower: review.commentsToBorrower,
            submittedAt: null,
            updatedAt: now,
          }
        : {
            status: review.action === 'clear' ? ('CLEARED' as const) : ('CANCELLED' as const),
            resolvedAt: now,
            resolvedBy: user.uuid,
            updatedAt: now,
          };
    if (review.action === 'return') {
      await tx
        .delete(conditionDocuments)
        .where(eq(conditionDocuments.conditionUuid, conditionUuid));
    }
    const [updated] = await tx
      .update(conditions)
      .set(changes)
      .where(eq(conditions.uuid, conditionUuid))
      .returning();
    if (!updated) throw new Error('condition not updated');
    await syncConditionFlag(tx, updated.applicationUuid);
    const [view] = await withBorrowers(tx, [updated]);
    if (!view) throw new Error('condition not found after update');
    return view;
  });
}

/** A document attached to a request, for the reviewer to open; 404 unless attached to it. */
export async function conditionDocumentFile(
  db: Db,
  blobs: BlobStore,
  user: SignedInOpsUser,
  conditionUuid: string,
  documentUuid: string,
) {
  if (!isUuid(conditionUuid) || !isUuid(documentUuid)) {
    throw AppError.notFound(CONDITION_MESSAGES.notFound);
  }
  const [row] = await db
    .select({
      orgCode: conditions.orgCode,
      fileName: applicationDocuments.fileName,
      contentType: applicationDocuments.contentType,
      sha256: applicationDocuments.sha256,
      uuid: applicationDocuments.uuid,
      content: applicationDocuments.content,
      storageKey: applicationDocuments.storageKey,
    })
    .from(conditionDocuments)
    .innerJoin(conditions, eq(conditions.uuid, conditionDocuments.conditionUuid))
    .innerJoin(applicationDocuments, eq(applicationDocuments.uuid, conditionDocuments.documentUuid))
    .where(
      and(
        eq(conditionDocuments.conditionUuid, conditionUuid),
        eq(conditionDocuments.documentUuid, documentUuid),
      ),
    );
  if (!row || !servesOrganization(user, row.orgCode)) {
    throw AppError.notFound(CONDITION_MESSAGES.notFound);
  }
  return {
    fileName: row.fileName,
    contentType: row.contentType,
    sha256: row.sha256,
    content: await readDocumentContent(blobs, row),
  };
}
