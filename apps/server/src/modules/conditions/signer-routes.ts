import {
  CONDITION_MESSAGES,
  SIGNER_CONDITIONS_PATH,
  SIGNER_UPLOAD_PATH,
  zCondition,
  zConditionDocumentsAnswer,
  zConditionList,
  zUploadedDocument,
} from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/uuid';
import { callerOf, requireAuth } from '../auth/authenticate';
import { readUpload, registerUploadParser } from '../documents/read-upload';
import { signingOf } from '../signers/signer-session';
import { bearerSecurity, conditionErrors } from './route-schema';
import {
  answerAsSigner,
  assertSignerConditionsOn,
  listSignerConditions,
  uploadAsSigner,
} from './signer-service';
import { errorResponses } from '../../http/error-responses';

const tags = ['conditions (additional signers)'];
const security = bearerSecurity;
const errors = { ...conditionErrors, ...errorResponses(413) };

/**
 * An additional signer's own document requests (flag fe-heloc-additional-signer-conditions):
 * read them, upload files, answer. A signer's session only; each sees their own requests.
 */
export const signerConditionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.db;
  await registerUploadParser(app);
  const signer = requireAuth('CO_DEEDER');
  /** The signer's row on the application they sign (404 for anyone who is not a signer). */
  const signingIn = (request: FastifyRequest) =>
    signingOf(db, {
      identityUuid: callerOf(request).identityUuid,
      orgCode: request.org.orgCode,
      ipAddress: request.ip,
      userAgent: '',
    });
  const scopeOf = async (request: FastifyRequest) => {
    const { signer: row } = await signingIn(request);
    return { signerUuid: row.uuid, orgCode: row.orgCode };
  };

  app.get(
    SIGNER_CONDITIONS_PATH,
    {
      preHandler: signer,
      schema: {
        tags,
        summary: "The signer's document requests: open, in review and cleared, oldest first",
        description: '404 while the lender has the signers’ conditions switched off.',
        security,
        response: { 200: zConditionList, ...errors },
      },
    },
    async (request) => listSignerConditions(db, await scopeOf(request)),
  );

  app.post(
    `${SIGNER_CONDITIONS_PATH}/:conditionUuid/documents`,
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'Answer one of the signer’s requests with their own uploads',
        description:
          'documentUuids are the signer’s uploads (POST …/heloc-signer/me/uploads). 404 for a request of anyone else, 409 when it is not waiting for the signer.',
        security,
        params: z.object({ conditionUuid: z.string() }),
        body: zConditionDocumentsAnswer,
        response: { 200: zCondition, ...errors },
      },
    },
    async (request) => {
      if (!isUuid(request.params.conditionUuid)) {
        throw AppError.notFound(CONDITION_MESSAGES.notFound);
      }
      return answerAsSigner(
        db,
        await scopeOf(request),
        request.params.conditionUuid,
        request.body.documentUuids,
        deps.now(),
      );
    },
  );

  app.post(
    SIGNER_UPLOAD_PATH,
    {
      preHandler: signer,
      schema: {
        tags,
        summary: 'Upload a file for one of the signer’s requests (the borrower’s rules and limits)',
        description:
          'multipart/form-data, the field `type` before the field `file`. 409 when no request waits for the signer.',
        security,
        response: { 201: zUploadedDocument, ...errors },
      },
    },
    async (request, reply) => {
      // Nothing is read from the body before the signer, the flag and a waiting request are known.
      const signing = await signingIn(request);
      await assertSignerConditionsOn(db, signing.signer.orgCode);
      const document = await uploadAsSigner(
        { db, blobs: deps.blobs, now: deps.now, scanner: deps.virusScanner },
        signing,
        () => readUpload(request),
      );
      return reply.code(201).send(document);
    },
  );
};
