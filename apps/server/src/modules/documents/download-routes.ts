import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zDocumentRendition } from '@openheloc/domain';
import { z } from 'zod';
import { callerOf, requireAuth } from '../auth/authenticate';
import { opsUserOf, requireOpsUser } from '../ops-users/require-ops-user';
import { errorResponses } from '../../http/error-responses';
import { opsDocumentFile, ownDocumentFile } from './document-file-service';
import { ownDocumentRendition } from './rendition/own-document-rendition';
import { sendStoredFile } from './send-file';

const errors = errorResponses(401, 403, 404);
const renditionErrors = errorResponses(401, 403, 404, 409);
const params = z.object({ uuid: z.string(), documentUuid: z.string() });

/** Downloads of an application's stored documents: by its owner, and by operations. */
export const documentDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const fileDeps = { db: deps.database.db, blobs: deps.blobs };

  app.get(
    '/service-application/api/v1/application/heloc/:uuid/documents/:documentUuid/content',
    {
      preHandler: requireAuth('BORROWER'),
      schema: {
        tags: ['documents'],
        summary: 'Download one of your application’s documents (a generated PDF or an upload)',
        description:
          'Answers the stored bytes with their content type, a Content-Disposition naming the file and the SHA-256 recorded with them (X-Document-SHA256). 404 for a document of another application.',
        params,
        response: errors,
      },
    },
    async (request, reply) => {
      const scope = {
        uuid: request.params.uuid,
        orgCode: request.org.orgCode,
        ownerIdentityUuid: callerOf(request).identityUuid,
      };
      return sendStoredFile(
        reply,
        await ownDocumentFile(fileDeps, scope, request.params.documentUuid),
      );
    },
  );

  app.get(
    '/service-application/api/v1/application/heloc/:uuid/documents/:documentUuid/rendition',
    {
      preHandler: requireAuth('BORROWER'),
      schema: {
        tags: ['documents'],
        summary:
          'One of your generated documents as readable HTML, bound to the SHA-256 of its PDF',
        description:
          'The notice of the right to cancel, the application summary, the early disclosure, the statement of credit denial and the closing documents. Given only once the server has checked that the same content still makes the stored PDF; 409 when it no longer does (read the PDF instead), 404 for an upload or a document of another application.',
        params,
        response: { 200: zDocumentRendition, ...renditionErrors },
      },
    },
    async (request, reply) => {
      const scope = {
        uuid: request.params.uuid,
        orgCode: request.org.orgCode,
        ownerIdentityUuid: callerOf(request).identityUuid,
      };
      return reply
        .header('cache-control', 'private, no-store')
        .send(await ownDocumentRendition(deps.database.db, scope, request.params.documentUuid));
    },
  );

  app.get(
    '/ops/api/v1/applications/:uuid/documents/:documentUuid/content',
    {
      preHandler: requireOpsUser(),
      schema: {
        tags: ['documents (operations)'],
        summary: 'Download a document of an application of a lender you serve',
        security: [{ bearer: [] }],
        params,
        response: errors,
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await opsDocumentFile(
          fileDeps,
          opsUserOf(request),
          request.params.uuid,
          request.params.documentUuid,
        ),
      ),
  );
};
