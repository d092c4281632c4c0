import {
  zApiErrorEnvelope,
  zSupportRequestAnswer,
  zSupportRequestBody,
  zSupportRequestCreated,
  zSupportRequestList,
} from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatBudgetsOf, spendSupportRequest } from '../chat/chat-budgets';
import { optionalBorrower } from '../chat/optional-borrower';
import { opsUserOf, requireOpsUser } from '../ops-users/require-ops-user';
import {
  answerSupportRequest,
  listSupportRequests,
  storeSupportRequest,
} from './support-request-service';

const errors = {
  400: zApiErrorEnvelope,
  401: zApiErrorEnvelope,
  403: zApiErrorEnvelope,
  404: zApiErrorEnvelope,
  409: zApiErrorEnvelope,
};
const created = { 429: zApiErrorEnvelope };
const BODY_LIMIT = 16 * 1024;

/** Messages and call-back requests to operations, and operations' answers. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const budgets = chatBudgetsOf(app.deps.config);

  app.post(
    '/service-csp/external/api/v1/support/requests',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['support'],
        summary: 'Send a message or ask for a call back',
        description:
          'From the Support page or the chatbot outside chat hours; a visitor may send one. Like starting a chat, at most CHAT_START_RATE_LIMIT an hour from one address (429). With the borrower’s bearer token an application may be named (it must be theirs); a chatbot conversation named gives operations its transcript. A call back needs phoneNumber.',
        body: zSupportRequestBody,
        response: { 201: zSupportRequestCreated, ...errors, ...created },
      },
    },
    async (request, reply) => {
      const identityUuid = await optionalBorrower(request);
      await spendSupportRequest(db, budgets, request.ip, app.deps.now());
      const stored = await storeSupportRequest(
        db,
        { orgCode: request.org.orgCode, identityUuid },
        request.body,
      );
      return reply.code(201).send(stored);
    },
  );

  app.get(
    '/ops/api/v1/support/requests',
    {
      preHandler: requireOpsUser('CHAT_AGENT', 'ADMIN'),
      schema: {
        tags: ['support (operations)'],
        summary: 'Messages and call-back requests of the lenders the user serves',
        description: 'Unanswered first, then newest first; at most 500.',
        security: [{ bearer: [] }],
        response: { 200: zSupportRequestList, ...errors },
      },
    },
    async (request) => ({ requests: await listSupportRequests(db, opsUserOf(request)) }),
  );

  app.post(
    '/ops/api/v1/support/requests/:uuid/answer',
    {
      bodyLimit: BODY_LIMIT,
      preHandler: requireOpsUser('CHAT_AGENT', 'ADMIN'),
      schema: {
        tags: ['support (operations)'],
        summary: 'Answer a request; the answer is e-mailed to the borrower',
        description: 'Once: a request already answered answers 409.',
        security: [{ bearer: [] }],
        params: z.object({ uuid: z.uuid() }),
        body: zSupportRequestAnswer,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await answerSupportRequest(
        db,
        opsUserOf(request),
        request.params.uuid,
        request.body.answer,
        app.deps.now(),
      );
      return reply.code(204).send(null);
    },
  );
};
