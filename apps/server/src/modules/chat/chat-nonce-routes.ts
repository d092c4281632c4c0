import { zNonceResponse } from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, requireAuth } from '../auth/authenticate';
import { issueChatNonce, refreshChatNonce } from './chat-nonces';
import {
  BEARER as bearer,
  chatErrorResponses,
  LIVE_CHAT_TAGS as tags,
  zNonceQuery,
} from './schemas';

/** The nonce that proves a signed-in borrower to the chat (spec section 7, webchat). */
export const chatNonceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const now = app.deps.now;
  /** The signed-in borrower and the lender they signed in with. */
  const borrowerOf = (request: FastifyRequest) => {
    const { orgCode, identityUuid } = callerOf(request);
    return { orgCode, identityUuid };
  };

  app.post(
    '/service-csp/customer/secure/api/v1/webchat/authenticate',
    {
      preHandler: requireAuth('BORROWER', 'CO_DEEDER'),
      schema: {
        tags,
        security: bearer,
        summary: 'A nonce proving the signed-in borrower to the chat',
        description: 'Lives 2 minutes; the widget refreshes it every 60 seconds during a chat.',
        response: { 200: zNonceResponse, ...chatErrorResponses },
      },
    },
    async (request) => issueChatNonce(db, borrowerOf(request), now()),
  );

  app.put(
    '/service-csp/customer/secure/api/v1/webchat/refresh',
    {
      preHandler: requireAuth('BORROWER', 'CO_DEEDER'),
      schema: {
        tags,
        security: bearer,
        summary: 'Exchange a live nonce of the caller for a new one',
        description:
          'An expired or unknown nonce, or another borrower\'s, answers 401 "Token state is invalid.".',
        querystring: zNonceQuery,
        response: { 200: zNonceResponse, ...chatErrorResponses },
      },
    },
    async (request) => refreshChatNonce(db, borrowerOf(request), request.query.nonce, now()),
  );
};
