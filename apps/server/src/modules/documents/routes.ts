import multipart from '@fastify/multipart';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  uploadTooLargeMessage,
  zApiErrorEnvelope,
  zBorrowerUploadType,
  zUploadedDocument,
} from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { assertApplicationUuid, findOwnApplication } from '../application/read-service';
import { callerOf, requireAuth } from '../auth/authenticate';
import { uploadDocument } from './upload-service';

export const DOCUMENTS_PATH = '/service-documents/api/v1/applications/:uuid/documents';

const errors = {
  400: zApiErrorEnvelope,
  401: zApiErrorEnvelope,
  403: zApiErrorEnvelope,
  404: zApiErrorEnvelope,
  409: zApiErrorEnvelope,
  413: zApiErrorEnvelope,
};

/** Uploads to an application: multipart/form-data, the field `type` first, then `file`. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(multipart, {
    // One file; the parser stops reading at the limit and marks a larger file truncated.
    limits: { files: 1, fields: 4, fieldSize: 200, parts: 5, fileSize: MAX_UPLOAD_BYTES },
    throwFileSizeLimit: false,
  });

  app.post(
    DOCUMENTS_PATH,
    {
      preHandler: requireAuth('BORROWER'),
      schema: {
        tags: ['documents'],
        summary:
          'Upload a document (PDF, JPEG, PNG or HEIC, checked by content; 10 MB at most; the same file once per application)',
        description:
          'multipart/form-data with the field `type` (the document type) before the field `file`. Answers the stored document; the steps that use it (paystubs, ID, insurance, document requests) refer to it by uuid. 404 for an unknown or foreign application, 409 for a duplicate or a closed application.',
        params: z.object({ uuid: z.string() }),
        response: { 201: zUploadedDocument, ...errors },
      },
    },
    async (request, reply) => {
      const { uuid } = request.params;
      assertApplicationUuid(uuid);
      const scope = {
        uuid,
        orgCode: request.org.orgCode,
        ownerIdentityUuid: callerOf(request).identityUuid,
      };
      // A stranger learns nothing, and sends nothing we keep, before the body is read.
      await findOwnApplication(deps.database.db, scope);
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
      if (part.file.truncated) {
        throw new AppError(413, uploadTooLargeMessage(), 'file');
      }
      const document = await uploadDocument(
        { db: deps.database.db, blobs: deps.blobs, now: deps.now },
        scope,
        { type: type.data, fileName: part.filename, content: new Uint8Array(content) },
      );
      return reply.code(201).send(document);
    },
  );
};
