import { zCeoFeedbackList, zCeoFeedbackRequest, zCeoFeedbackView } from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, requireAuth } from '../auth/authenticate';
import { opsUserOf, requireOpsUser } from '../ops-users/require-ops-user';
import { listCeoFeedback, storeCeoFeedback } from './ceo-feedback-service';
import { errorResponses } from '../../http/error-responses';

const security = [{ bearer: [] }];
const errors = errorResponses(400, 401, 403, 404);

/** 'Share your thoughts with our CEO': the borrower sends it, operations read it. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.post(
    '/service-profile/api/v1/feedback/ceo',
    {
      preHandler: requireAuth('BORROWER'),
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback to the chief executive',
        description:
          'Stored with the page it was written on (pathname) and the application, when one is named (it must be the caller’s own).',
        security,
        body: zCeoFeedbackRequest,
        response: { 201: zCeoFeedbackView, ...errors },
      },
    },
    async (request, reply) => {
      const { identityUuid } = callerOf(request);
      const stored = await storeCeoFeedback(
        db,
        { identityUuid, orgCode: request.org.orgCode },
        request.body,
      );
      return reply.code(201).send(stored);
    },
  );

  app.get(
    '/ops/api/v1/feedback/ceo',
    {
      preHandler: requireOpsUser(),
      schema: {
        tags: ['feedback (operations)'],
        summary: 'Feedback to the chief executive from the lenders the user serves, newest first',
        description: 'At most 500.',
        security,
        response: { 200: zCeoFeedbackList, ...errors },
      },
    },
    async (request) => ({ feedback: await listCeoFeedback(db, opsUserOf(request)) }),
  );
};
