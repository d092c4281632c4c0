import {
  zChatbotFeedbackRequest,
  zChatbotFeedbackResponse,
  zChatHistoryQuery,
  zChatHistoryResponse,
  zChatWithAutobotRequest,
  zChatWithAutobotResponse,
} from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerOfChatNonce } from '../chat/chat-nonces';
import { allowedLinkHosts } from '../chat/link-hosts';
import { optionalBorrower } from '../chat/optional-borrower';
import { createHoursService } from '../hours/hours-service';
import { createChatbotService, type ChatbotCaller } from './chatbot-service';
import { errorResponses } from '../../http/error-responses';

const BASE = '/service-chat-chatbot/external/api/v1/message';
const tags = ['chatbot'];
const routeErrors = errorResponses(400, 401, 403, 404, 409);
const WHO =
  "The borrower is known from the bearer token the widget sends, or from a live nonce; an expired nonce answers 401 'Token state is invalid.'. A conversation begun signed in is the borrower's alone (403 'This conversation is not yours.').";
const BODY_LIMIT = 32 * 1024;

/** The chatbot's three calls (spec section 7). */
export const chatbotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const service = createChatbotService({
    db,
    now: app.deps.now,
    hours: createHoursService(db, app.deps.now),
    linkHosts: allowedLinkHosts(app.deps.organizations.all()),
  });

  const callerOf = async (request: FastifyRequest, nonce?: string): Promise<ChatbotCaller> => {
    const identityUuid = nonce
      ? (await ownerOfChatNonce(db, request.org.orgCode, nonce, app.deps.now())).identityUuid
      : await optionalBorrower(request);
    return { org: request.org, identityUuid };
  };

  app.post(
    `${BASE}/chatWithAutobot`,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Ask the chatbot; without conversationId a new conversation starts',
        description: `Answers from the lender's fact sheet (full-text retrieval), from the borrower's own application (status, next step, open document requests) when signed in, and otherwise with "I don't know the answer to that. Here is how to reach a person: ...". A conversation idle for 10 minutes has ended (409). ${WHO}`,
        body: zChatWithAutobotRequest,
        response: { 200: zChatWithAutobotResponse, ...routeErrors },
      },
    },
    async (request) => {
      const { body } = request;
      return service.ask(await callerOf(request, body.nonce), {
        message: body.message,
        conversationId: body.conversationId,
        applicationId: body.applicationId,
      });
    },
  );

  app.get(
    `${BASE}/getChatHistory/:conversationId`,
    {
      schema: {
        tags,
        summary: "A conversation's questions and answers, the newest 20 first loaded",
        description: `Oldest first within the page; pass before=<questionId> for older ones. ${WHO}`,
        params: z.object({ conversationId: z.uuid() }),
        querystring: zChatHistoryQuery,
        response: { 200: zChatHistoryResponse, ...routeErrors },
      },
    },
    async (request) =>
      service.history(await callerOf(request), request.params.conversationId, request.query),
  );

  app.post(
    `${BASE}/setChatReplyUsedWithFeedback`,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: 'Rate one answer (rating 0 is a downvote, with a reason), once',
        description: `A downvote needs a reason ('Please select a reason'); for 'other', feedbackMessage is the extra text, at most 140 characters ('Please restrict your response to 140 characters.'). A second rating of the same answer answers 409. ${WHO}`,
        body: zChatbotFeedbackRequest,
        response: { 200: zChatbotFeedbackResponse, ...routeErrors },
      },
    },
    async (request) => {
      const { body } = request;
      return service.feedback(await callerOf(request, body.nonce), body);
    },
  );
};
