import {
  zCondition,
  zConditionDocumentsAnswer,
  zConditionList,
  zConditionPhoneAnswer,
  zConditionStatus,
  zOpsCondition,
  zOpsConditionList,
  zRaiseConditionRequest,
  zReturnConditionRequest,
  zSignerSummary,
} from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, requireAuth } from '../auth/authenticate';
import { opsUserOf, requireOpsUser } from '../ops-users/require-ops-user';
import {
  answerWithDocuments,
  answerWithPhoneNumber,
  listBorrowerConditions,
  type BorrowerScope,
} from './borrower-service';
import {
  conditionDocumentFile,
  listApplicationSigners,
  listOpsConditions,
  raiseCondition,
  reviewCondition,
} from './ops-service';
import { bearerSecurity, conditionErrors } from './route-schema';
import { sendStoredFile } from '../documents/send-file';

const BORROWER_BASE = '/service-conditions/external/api/v1/applications/:uuid/conditions';
const errors = conditionErrors;
const security = bearerSecurity;
const borrowerTags = ['conditions'];
const opsTags = ['conditions (operations)'];
const zConditionParams = z.object({ uuid: z.string(), conditionUuid: z.string() });

/**
 * Document requests: the borrower reads and answers them; underwriters raise, review and clear
 * them through the operations API (an operations session, never the borrower's token).
 */
export const conditionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.db;
  const scopeOf = (request: FastifyRequest, uuid: string): BorrowerScope => ({
    uuid,
    orgCode: request.org.orgCode,
    ownerIdentityUuid: callerOf(request).identityUuid,
  });

  app.get(
    `${BORROWER_BASE}/external-applicants`,
    {
      preHandler: requireAuth('BORROWER'),
      schema: {
        tags: borrowerTags,
        summary: "The application's open document requests, oldest first",
        description:
          'Requests waiting for the borrower (actionNeeded) and those the lender is reviewing; cleared and cancelled ones are left out. 404 for an unknown or foreign application.',
        security,
        params: z.object({ uuid: z.string() }),
        response: { 200: zConditionList, ...errors },
      },
    },
    async (request) => listBorrowerConditions(db, scopeOf(request, request.params.uuid)),
  );

  app.post(
    `${BORROWER_BASE}/:conditionUuid/documents`,
    {
      preHandler: requireAuth('BORROWER'),
      schema: {
        tags: borrowerTags,
        summary: 'Answer a document request with uploaded documents',
        description:
          'documentUuids are uploads of this application (POST /service-documents/api/v1/applications/{uuid}/documents), at least as many as the request asks for. The request then waits for review. 404 for a request of another application, 409 when it is not waiting for the borrower.',
        security,
        params: zConditionParams,
        body: zConditionDocumentsAnswer,
        response: { 200: zCondition, ...errors },
      },
    },
    async (request) =>
      answerWithDocuments(
        db,
        scopeOf(request, request.params.uuid),
        request.params.conditionUuid,
        request.body.documentUuids,
        deps.now(),
      ),
  );

  app.post(
    `${BORROWER_BASE}/:conditionUuid/phone-number`,
    {
      preHandler: requireAuth('BORROWER'),
      schema: {
        tags: borrowerTags,
        summary: 'Answer a missing-phone request',
        description: "The number goes on the borrower's profile; the request waits for review.",
        security,
        params: zConditionParams,
        body: zConditionPhoneAnswer,
        response: { 200: zCondition, ...errors },
      },
    },
    async (request) =>
      answerWithPhoneNumber(
        db,
        scopeOf(request, request.params.uuid),
        request.params.conditionUuid,
        request.body.phoneNumber,
        deps.now(),
      ),
  );

  const underwriter = requireOpsUser('UNDERWRITER', 'ADMIN');

  app.get(
    '/ops/api/v1/conditions',
    {
      preHandler: underwriter,
      schema: {
        tags: opsTags,
        summary: 'Document requests of the lenders the user serves, oldest first',
        description:
          'Filter by application, by status (repeat the parameter), or both; at most 500.',
        security,
        querystring: z.object({
          applicationUuid: z.string().optional(),
          status: z.union([zConditionStatus, z.array(zConditionStatus)]).optional(),
        }),
        response: { 200: zOpsConditionList, ...errors },
      },
    },
    async (request) => {
      const { status, applicationUuid } = request.query;
      const statuses = status === undefined ? [] : Array.isArray(status) ? status : [status];
      return listOpsConditions(db, opsUserOf(request), { applicationUuid, statuses });
    },
  );

  app.get(
    '/ops/api/v1/applications/:uuid/signers',
    {
      preHandler: underwriter,
      schema: {
        tags: opsTags,
        summary: 'The additional signers of an application, to address a request to one',
        security,
        params: z.object({ uuid: z.string() }),
        response: { 200: z.array(zSignerSummary), ...errors },
      },
    },
    async (request) => listApplicationSigners(db, opsUserOf(request), request.params.uuid),
  );

  app.post(
    '/ops/api/v1/applications/:uuid/conditions',
    {
      preHandler: underwriter,
      schema: {
        tags: opsTags,
        summary: 'Raise a document request on an application, to the borrower or a signer',
        description:
          'With signerUuid the request is the additional signer’s (an identity, ownership, trust or generic request; 400 otherwise), and e-mails them; 409 while the lender has the signers’ conditions switched off.',
        security,
        params: z.object({ uuid: z.string() }),
        body: zRaiseConditionRequest,
        response: { 201: zOpsCondition, ...errors },
      },
    },
    async (request, reply) => {
      const condition = await raiseCondition(
        db,
        opsUserOf(request),
        request.params.uuid,
        request.body,
        deps.now(),
      );
      return reply.code(201).send(condition);
    },
  );

  const zReviewParams = z.object({ conditionUuid: z.string() });
  for (const action of ['clear', 'cancel'] as const) {
    app.post(
      `/ops/api/v1/conditions/:conditionUuid/${action}`,
      {
        preHandler: underwriter,
        schema: {
          tags: opsTags,
          summary:
            action === 'clear'
              ? 'Clear an answered document request'
              : 'Cancel a document request raised in error',
          security,
          params: zReviewParams,
          response: { 200: zOpsCondition, ...errors },
        },
      },
      async (request) =>
        reviewCondition(
          db,
          opsUserOf(request),
          request.params.conditionUuid,
          { action },
          deps.now(),
        ),
    );
  }

  app.post(
    '/ops/api/v1/conditions/:conditionUuid/return',
    {
      preHandler: underwriter,
      schema: {
        tags: opsTags,
        summary: 'Send an answer back to the borrower with what to send instead',
        security,
        params: zReviewParams,
        body: zReturnConditionRequest,
        response: { 200: zOpsCondition, ...errors },
      },
    },
    async (request) =>
      reviewCondition(
        db,
        opsUserOf(request),
        request.params.conditionUuid,
        { action: 'return', commentsToBorrower: request.body.commentsToBorrower },
        deps.now(),
      ),
  );

  app.get(
    '/ops/api/v1/conditions/:conditionUuid/documents/:documentUuid',
    {
      preHandler: underwriter,
      schema: {
        tags: opsTags,
        summary:
          'Download a document sent in answer to a request (an attachment, never shown inline)',
        security,
        params: z.object({ conditionUuid: z.string(), documentUuid: z.string() }),
      },
    },
    async (request, reply) => {
      const file = await conditionDocumentFile(
        db,
        app.deps.blobs,
        opsUserOf(request),
        request.params.conditionUuid,
        request.params.documentUuid,
      );
      return sendStoredFile(reply, file);
    },
  );
};
