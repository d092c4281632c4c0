import {
  checkUpload,
  FILE_KIND_SNIFF_BYTES,
  isFinalState,
  isPhotoOnlyUpload,
  UPLOAD_FILE_KIND_MIME,
  UPLOAD_MESSAGES,
  type BorrowerUploadType,
  type UploadedDocument,
} from '@openheloc/domain';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationDocuments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../identity/unique-violation';
import { findOwnApplication } from '../application/read-service';
import type { ApplicationScope } from '../workflow/transition';
import type { ApplicationRow } from '../../db/rows';
import { blobKeyFor, type BlobStore } from './blob-store';
import { checkUploadContent } from './content-check/check-upload-content';
import type { VirusScanner } from './content-check/clamd-scanner';

export type UploadDeps = {
  db: Db;
  blobs: BlobStore;
  now: () => Date;
  /** ClamAV, when CLAMD_ADDRESS is set. */
  scanner: VirusScanner | null;
};

export type UploadInput = {
  type: BorrowerUploadType;
  /** As the borrower's device named it; shown back to them, never used as a path. */
  fileName: string;
  content: Uint8Array;
};

export const CLOSED_APPLICATION_UPLOAD_MESSAGE =
  'This application is closed, so it no longer takes documents';

const DUPLICATE_KEY = 'application_documents_upload_sha256_key';

/**
 * Stores one file a borrower uploads to their application: checked by content (PDF, JPEG, PNG
 * or HEIC, not a program whatever its name; then the whole file, see checkUploadContent), at
 * most MAX_UPLOAD_BYTES, not the same file twice. Images are stored re-encoded.
 * The bytes go to the blob store under a generated name; the row records what and whose it is.
 * A stranger's application answers 404 and nothing is stored.
 */
export async function uploadDocument(
  deps: UploadDeps,
  scope: ApplicationScope & { ownerIdentityUuid: string },
  input: UploadInput,
): Promise<UploadedDocument> {
  return storeUpload(deps, await findOwnApplication(deps.db, scope), input, null);
}

/**
 * Stores an upload to the application, the borrower's (signerUuid null) or an additional
 * signer's, with the same checks.
 */
export async function storeUpload(
  deps: UploadDeps,
  application: Pick<ApplicationRow, 'uuid' | 'orgCode' | 'state'>,
  input: UploadInput,
  signerUuid: string | null,
): Promise<UploadedDocument> {
  if (isFinalState(application.state)) throw AppError.conflict(CLOSED_APPLICATION_UPLOAD_MESSAGE);
  const check = checkUpload(
    input.content.subarray(0, FILE_KIND_SNIFF_BYTES),
    input.content.length,
    { photoOnly: isPhotoOnlyUpload(input.type) },
  );
  if (!check.ok) throw AppError.badRequest(check.message, 'file');
  const content = await checkUploadContent(check.kind, input.content, deps.scanner);

  const sha256 = createHash('sha256').update(content).digest('hex');
  const [existing] = await deps.db
    .select({ uuid: applicationDocuments.uuid })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationUuid, application.uuid),
        eq(applicationDocuments.origin, 'UPLOADED'),
        eq(applicationDocuments.sha256, sha256),
      ),
    )
    .limit(1);
  if (existing) throw AppError.conflict(UPLOAD_MESSAGES.duplicate);

  const uuid = randomUUID();
  const storageKey = blobKeyFor(uuid);
  const contentType = UPLOAD_FILE_KIND_MIME[check.kind];
  await deps.blobs.put(storageKey, content, contentType);
  const createdAt = deps.now();
  try {
    await deps.db.insert(applicationDocuments).values({
      uuid,
      applicationUuid: application.uuid,
      orgCode: application.orgCode,
      type: input.type,
      origin: 'UPLOADED',
      signerUuid,
      fileName: cleanFileName(input.fileName),
      contentType,
      sizeBytes: content.length,
      sha256,
      storageKey,
      createdAt,
    });
  } catch (error) {
    await deps.blobs.delete(storageKey);
    if (isUniqueViolation(error, DUPLICATE_KEY)) {
      throw AppError.conflict(UPLOAD_MESSAGES.duplicate);
    }
    throw error;
  }
  return {
    uuid,
    type: input.type,
    fileName: cleanFileName(input.fileName),
    contentType,
    sizeBytes: content.length,
    created: createdAt.toISOString(),
  };
}

/** The name without any folder part or control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'upload').slice(0, 255);
}
