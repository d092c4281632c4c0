import {
  zChatSurveyAnswers,
  zChatSurveyResults,
  zChatSurveyResultsQuery,
  zChatSurveyView,
} from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { opsUserOf, requireOpsUser } from '../ops-users/require-ops-user';
import { listSurveyResults } from './survey-results-service';
import {
  BEARER,
  CHAT_BODY_LIMIT,
  chatErrorResponses,
  LIVE_CHAT_TAGS as tags,
  zContactParams,
} from './schemas';
import { answerSurvey, surveyView } from './survey-service';

/**
 * The satisfaction survey after a live-agent chat: our own page, answered once; operations read
 * the answers.
 */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/service-csp/external/api/v1/survey/:contactId',
    {
      schema: {
        tags,
        summary: 'The satisfaction survey of a chat an agent joined',
        params: zContactParams,
        response: { 200: zChatSurveyView, ...chatErrorResponses },
      },
    },
    async (request) => surveyView(db, request.params.contactId),
  );

  app.post(
    '/service-csp/external/api/v1/survey/:contactId',
    {
      bodyLimit: CHAT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Answer the satisfaction survey (once)',
        params: zContactParams,
        body: zChatSurveyAnswers,
        response: { 200: zChatSurveyView, ...chatErrorResponses },
      },
    },
    async (request) => answerSurvey(db, request.params.contactId, request.body, app.deps.now()),
  );

  app.get(
    '/ops/api/v1/chat/surveys',
    {
      preHandler: requireOpsUser('CHAT_AGENT', 'ADMIN'),
      schema: {
        tags: ['agent console (operations)'],
        security: BEARER,
        summary: 'Answered satisfaction surveys of the lenders the user serves, newest first',
        description:
          'Filters: skill, and from/to as Pacific calendar days (yyyy-MM-dd, inclusive). At most 500 answers are listed; the summary (count, mean satisfaction, share resolved) counts every answer the filters match.',
        querystring: zChatSurveyResultsQuery,
        response: { 200: zChatSurveyResults, ...chatErrorResponses },
      },
    },
    async (request) => listSurveyResults(db, opsUserOf(request), request.query),
  );
};
