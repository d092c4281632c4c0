import {
  zSignerCreditRequest,
  zSignerHome,
  zSignerIdentityRequest,
  zUploadedDocument,
} from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/authenticate';
import { readUpload, registerUploadParser } from '../documents/read-upload';
import { pullSignerCredit, uploadSignerId, verifySignerIdentity } from './co-borrower-checks';
import { SIGNER_V1, signerCallerOf } from './routes';
import { errorResponses } from '../../http/error-responses';

const tags = ['signers'];
const errors = errorResponses(400, 401, 403, 404, 409, 413);

/**
 * A co-borrower's own checks: the photos of their ID, the ID check and the soft credit pull. A
 * co-deeder is refused (403); a check already passed or waiting for operations is refused (409).
 */
export const coBorrowerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await registerUploadParser(app);
  const signer = requireAuth('CO_DEEDER');
  const checkDeps = {
    db: deps.database.db,
    blobs: deps.blobs,
    now: deps.now,
    scanner: deps.virusScanner,
    providers: deps.providers,
    organizations: deps.organizations,
    encryptionKey: deps.secrets.encryptionKey,
    paidCallsPerDay: deps.config.paidCallsPerDay,
  };

  app.post(
    `${SIGNER_V1}/me/documents`,
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'A co-borrower uploads a photo of their ID (the field `type` before `file`)',
        response: { 201: zUploadedDocument, ...errors },
      },
    },
    async (request, reply) => {
      const caller = signerCallerOf(request);
      const document = await uploadSignerId(checkDeps, caller, await readUpload(request));
      return reply.code(201).send(document);
    },
  );

  app.post(
    `${SIGNER_V1}/me/identity`,
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'A co-borrower sends their ID to the identity check (their own uploads)',
        body: zSignerIdentityRequest,
        response: { 200: zSignerHome, ...errors },
      },
    },
    async (request) => verifySignerIdentity(checkDeps, signerCallerOf(request), request.body),
  );

  app.post(
    `${SIGNER_V1}/me/credit`,
    {
      preHandler: signer,
      schema: {
        tags,
        summary:
          'A co-borrower authorizes and gets a soft credit pull (their own DOB, address, SSN)',
        body: zSignerCreditRequest,
        response: { 200: zSignerHome, ...errors },
      },
    },
    async (request) => pullSignerCredit(checkDeps, signerCallerOf(request), request.body),
  );
};
