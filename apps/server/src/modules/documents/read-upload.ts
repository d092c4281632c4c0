import multipart from '@fastify/multipart';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  uploadTooLargeMessage,
  zBorrowerUploadType,
} from '@openheloc/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { UploadInput } from './upload-service';

/** The multipart parser for upload routes: one file, read up to the limit and marked truncated beyond it. */
export const registerUploadParser = (app: FastifyInstance) =>
  app.register(multipart, {
    limits: { files: 1, fields: 4, fieldSize: 200, parts: 5, fileSize: MAX_UPLOAD_BYTES },
    throwFileSizeLimit: false,
  });

/** Reads an upload (the field `type` first, then `file`); a missing, mistyped or too large one is refused. */
export async function readUpload(request: FastifyRequest): Promise<UploadInput> {
  if (!request.isMultipart()) throw AppError.badRequest(UPLOAD_MESSAGES.required, 'file');
  const part = await request.file();
  if (!part) throw AppError.badRequest(UPLOAD_MESSAGES.required, 'file');
  const typeField = part.fields.type;
  const typeValue =
    typeField && !Array.isArray(typeField) && typeField.type === 'field'
      ? typeField.value
      : undefined;
  const type = zBorrowerUploadType.safeParse(typeValue);
  if (!type.success) {
    throw AppError.badRequest(type.error.issues[0]?.message ?? 'Bad request', 'type');
  }
  const content = await part.toBuffer();
  if (part.file.truncated) throw new AppError('payload_too_large', uploadTooLargeMessage(), 'file');
  return { type: type.data, fileName: part.filename, content: new Uint8Array(content) };
}
