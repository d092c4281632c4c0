import {
  CONDITION_MESSAGES,
  SIGNER_CONDITIONS_FLAG,
  type Condition,
  type UploadedDocument,
} from '@openheloc/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conditions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbExecutor } from '../../jobs';
import type { ApplicationRow } from '../../db/rows';
import { storeUpload, type UploadDeps, type UploadInput } from '../documents/upload-service';
import { flagEnabled } from '../flags/flag-enabled';
import { attachDocuments } from './borrower-service';
import { lockCondition, withDocuments } from './condition-store';

/** The signer answering: their signer row and the lender of the application. */
export type SignerScope = { signerUuid: string; orgCode: string };

/** Signers' document requests exist only while the lender has the flag on; else a clear 404. */
export async function assertSignerConditionsOn(db: DbExecutor, orgCode: string): Promise<void> {
  if (!(await flagEnabled(db, orgCode, SIGNER_CONDITIONS_FLAG))) {
    throw AppError.notFound(CONDITION_MESSAGES.signerConditionsOff);
  }
}

/** The signer's own requests, open, in review and cleared (cancelled ones are left out), oldest first. */
export async function listSignerConditions(db: Db, scope: SignerScope): Promise<Condition[]> {
  await assertSignerConditionsOn(db, scope.orgCode);
  const rows = await db
    .select()
    .from(conditions)
    .where(
      and(
        eq(conditions.signerUuid, scope.signerUuid),
        inArray(conditions.status, ['OPEN', 'SUBMITTED', 'CLEARED']),
      ),
    )
    .orderBy(asc(conditions.createdAt), asc(conditions.uuid));
  return withDocuments(db, rows);
}

/**
 * The signer answers one of their requests with their own uploads. Anyone else's request (the
 * borrower's, another signer's) is as unknown as a missing one.
 */
export async function answerAsSigner(
  db: Db,
  scope: SignerScope,
  conditionUuid: string,
  documentUuids: readonly string[],
  now: Date,
): Promise<Condition> {
  await assertSignerConditionsOn(db, scope.orgCode);
  return db.transaction(async (tx) => {
    const row = await lockCondition(tx, conditionUuid);
    if (row.signerUuid !== scope.signerUuid) throw AppError.notFound(CONDITION_MESSAGES.notFound);
    return attachDocuments(tx, row, documentUuids, now);
  });
}

/**
 * Stores a signer's upload to the application they sign, with the borrower's checks, while a
 * request waits for them (a signer has nothing else to upload). The body is read only then.
 */
export async function uploadAsSigner(
  deps: UploadDeps,
  signing: { signer: { uuid: string }; application: ApplicationRow },
  read: () => Promise<UploadInput>,
): Promise<UploadedDocument> {
  const [open] = await deps.db
    .select({ uuid: conditions.uuid })
    .from(conditions)
    .where(and(eq(conditions.signerUuid, signing.signer.uuid), eq(conditions.status, 'OPEN')))
    .limit(1);
  if (!open) throw AppError.conflict(CONDITION_MESSAGES.nothingToUpload);
  return storeUpload(deps, signing.application, await read(), signing.signer.uuid);
}
