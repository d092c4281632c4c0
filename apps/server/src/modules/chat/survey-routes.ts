import {
  zChatSurveyAnswers,
  zChatSurveyResults,
  zChatSurveyResultsQuery,
  zChatSurveyView,
} from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { opsUserOf, requireOpsUser } from '../ops-users/require-ops-user';
import { CHAT_TOKEN_RENEWAL_SECONDS } from './chat-tokens';
import { conversationTokenOf } from './conversation-token';
import type { LiveChatService } from './live-chat-service';
import { listSurveyResults } from './survey-results-service';
import {
  BEARER,
  CHAT_BODY_LIMIT,
  chatErrorResponses,
  LIVE_CHAT_TAGS as tags,
  zContactParams,
} from './schemas';
import { answerSurvey, surveyView } from './survey-service';

const TAKER_NOTE =
  'Authorization: Bearer <conversation token> (the customer’s, from initWebChat or refreshToken; still accepted for the live-agent session length after it expires). Another conversation’s token answers 404.';

/**
 * The satisfaction survey after a live-agent chat: our own page, answered once by the customer
 * of the chat; operations read the answers.
 */
export const surveyRoutes =
  (deps: { liveChat: LiveChatService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = app.deps.database;
    // The survey is taken after the chat ends, perhaps after its token expired.
    const takerOf = (request: FastifyRequest) =>
      deps.liveChat.participant(conversationTokenOf(request), CHAT_TOKEN_RENEWAL_SECONDS);

    app.get(
      '/service-csp/external/api/v1/survey/:contactId',
      {
        schema: {
          tags,
          summary: 'The satisfaction survey of a chat an agent joined',
          description: TAKER_NOTE,
          security: BEARER,
          params: zContactParams,
          response: { 200: zChatSurveyView, ...chatErrorResponses },
        },
      },
      async (request) => surveyView(db, request.params.contactId, await takerOf(request)),
    );

    app.post(
      '/service-csp/external/api/v1/survey/:contactId',
      {
        bodyLimit: CHAT_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Answer the satisfaction survey (once)',
          description: TAKER_NOTE,
          security: BEARER,
          params: zContactParams,
          body: zChatSurveyAnswers,
          response: { 200: zChatSurveyView, ...chatErrorResponses },
        },
      },
      async (request) =>
        answerSurvey(
          db,
          request.params.contactId,
          await takerOf(request),
          request.body,
          app.deps.now(),
        ),
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
