import { zUploadedDocument } from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertApplicationUuid, findOwnApplication } from '../application/read-service';
import { callerOf, requireAuth } from '../auth/authenticate';
import { readUpload, registerUploadParser } from './read-upload';
import { uploadDocument } from './upload-service';
import { errorResponses } from '../../http/error-responses';

export const DOCUMENTS_PATH = '/service-documents/api/v1/applications/:uuid/documents';

const errors = errorResponses(400, 401, 403, 404, 409, 413);

/** Uploads to an application: multipart/form-data, the field `type` first, then `file`. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await registerUploadParser(app);

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
      const document = await uploadDocument(
        { db: deps.database.db, blobs: deps.blobs, now: deps.now, scanner: deps.virusScanner },
        scope,
        await readUpload(request),
      );
      return reply.code(201).send(document);
    },
  );
};
