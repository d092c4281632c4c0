import type { DocumentType, UploadedFile } from '@openheloc/domain';
import { createHash, randomUUID } from 'node:crypto';
import { applicationDocuments } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { DbTransaction } from '../../jobs';
import type { ApplicationRow } from '../workflow/application-row';

/** Largest accepted upload (decoded), generous for a phone photo or a scanned PDF. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A request may carry a few such files, base64 encoded (4/3 larger). */
export const UPLOAD_BODY_LIMIT = 48 * 1024 * 1024;

/** Stores an uploaded file with its hash; returns its uuid. */
export async function storeUpload(
  tx: DbTransaction,
  application: ApplicationRow,
  type: DocumentType,
  file: UploadedFile,
  now: Date,
): Promise<string> {
  const content = new Uint8Array(Buffer.from(file.contentBase64, 'base64'));
  if (content.byteLength === 0) throw AppError.badRequest('The file is empty', 'file');
  if (content.byteLength > MAX_UPLOAD_BYTES) {
    throw AppError.badRequest('Files must be 10 MB or smaller', 'file');
  }
  const uuid = randomUUID();
  await tx.insert(applicationDocuments).values({
    uuid,
    applicationUuid: application.uuid,
    orgCode: application.orgCode,
    type,
    origin: 'UPLOADED',
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: content.byteLength,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
    createdAt: now,
  });
  return uuid;
}
