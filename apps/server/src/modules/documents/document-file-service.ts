import { servesOrganization } from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationDocuments, applications } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ApplicationScope } from '../workflow/transition';
import { findOwnApplication } from '../application/read-service';
import type { BlobStore } from './blob-store';
import { readDocumentContent } from './document-content';
import { isUuid } from '../../http/uuid';

export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';

/** One stored document's bytes, with what a download or a signature needs to know of them. */
export type DocumentFile = {
  uuid: string;
  applicationUuid: string;
  type: string;
  fileName: string;
  contentType: string;
  /** Hex SHA-256 of `content`, recorded when the document was stored. */
  sha256: string;
  /** The additional signer whose own upload it is; null for the borrower's and generated ones. */
  signerUuid: string | null;
  content: Uint8Array;
};

export type DocumentFileDeps = { db: Db; blobs: BlobStore };

/**
 * The bytes and stored SHA-256 of one document of one application (generated PDFs and uploads
 * alike), or null when the application has no such document. For the signing flow: compare
 * `sha256` with what the borrower was shown before recording a signature. It reads; it checks
 * no caller, so call it only for an application the caller has been found to own.
 */
export async function readDocumentFile(
  deps: DocumentFileDeps,
  applicationUuid: string,
  documentUuid: string,
): Promise<DocumentFile | null> {
  if (!isUuid(documentUuid) || !isUuid(applicationUuid)) return null;
  const [row] = await deps.db
    .select()
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.uuid, documentUuid),
        eq(applicationDocuments.applicationUuid, applicationUuid),
      ),
    );
  if (!row) return null;
  return {
    uuid: row.uuid,
    applicationUuid: row.applicationUuid,
    type: row.type,
    fileName: row.fileName,
    contentType: row.contentType,
    sha256: row.sha256,
    signerUuid: row.signerUuid,
    content: await readDocumentContent(deps.blobs, row),
  };
}

/**
 * A document of the caller's own application; 404 for anyone else's, as for a missing one, and
 * for an additional signer's own upload (their ID, their answers), which is not the borrower's.
 */
export async function ownDocumentFile(
  deps: DocumentFileDeps,
  scope: ApplicationScope & { ownerIdentityUuid: string },
  documentUuid: string,
): Promise<DocumentFile> {
  const application = await findOwnApplication(deps.db, scope);
  const file = await readDocumentFile(deps, application.uuid, documentUuid);
  if (!file || file.signerUuid !== null) throw AppError.notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return file;
}

/** A document of an application of a lender the operations user serves; 404 otherwise. */
export async function opsDocumentFile(
  deps: DocumentFileDeps,
  user: { orgCodes: readonly string[] },
  applicationUuid: string,
  documentUuid: string,
): Promise<DocumentFile> {
  const [application] = isUuid(applicationUuid)
    ? await deps.db
        .select({ orgCode: applications.orgCode })
        .from(applications)
        .where(eq(applications.uuid, applicationUuid))
    : [];
  const file =
    application && servesOrganization(user, application.orgCode)
      ? await readDocumentFile(deps, applicationUuid, documentUuid)
      : null;
  if (!file) throw AppError.notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return file;
}
