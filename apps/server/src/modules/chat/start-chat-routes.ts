import {
  zChatLinkHostsResponse,
  zInitWebChatRequest,
  zInitWebChatResponse,
  zRefreshTokenRequest,
  zRefreshTokenResponse,
  zWebChatInfoRequest,
  zWebChatInfoResponse,
  type ChatProviderMode,
} from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ownerOfChatNonce } from './chat-nonces';
import type { LiveChatService } from './live-chat-service';
import { optionalBorrower } from './optional-borrower';
import { CHAT_BODY_LIMIT, chatErrorResponses, LIVE_CHAT_TAGS as tags } from './schemas';

/** The widget's calls that start a live-agent chat, renew its token and name its survey. */
export function startChatRoutes(deps: {
  liveChat: LiveChatService;
  linkHosts: readonly string[];
}): FastifyPluginAsyncZod {
  const { liveChat } = deps;
  return async (app) => {
    const { db } = app.deps.database;
    const now = app.deps.now;

    const start =
      (mode: Exclude<ChatProviderMode, 'chatbot'> | null) =>
      async (request: FastifyRequest<{ Body: z.output<typeof zInitWebChatRequest> }>) => {
        const { body } = request;
        // A nonce proves the borrower (an expired one is refused); else the stored sign-in may.
        const identityUuid = body.nonce
          ? (await ownerOfChatNonce(db, request.org.orgCode, body.nonce, now())).identityUuid
          : await optionalBorrower(request);
        const chosen = mode ?? (body.chatMode === 'nice' ? 'nice' : 'twilio');
        return liveChat.start({
          org: request.org,
          mode: chosen,
          friendlyName: body.friendlyName,
          emailAddress: body.emailAddress,
          identityUuid,
          applicationUuid: body.applicationUuid,
          requestedSkill: body.skill,
          welcomeMessage: body.welcomeMessage,
          pageUrl: body.pageUrl,
          ipAddress: request.ip,
        });
      };

    const initSchema = (summary: string) => ({
      tags,
      summary,
      description:
        'Opens a conversation in the built-in store, waiting for an agent. With a live nonce (or the borrower\'s bearer token) the chat is tied to the borrower, and to applicationUuid when it is theirs; loanNumber and skill come from that application and the lender, not from the request. An expired nonce answers 401 "Token state is invalid.".',
      body: zInitWebChatRequest,
      response: { 200: zInitWebChatResponse, ...chatErrorResponses },
    });

    app.post(
      '/service-csp/external/api/v1/twilio/initWebChat',
      {
        bodyLimit: CHAT_BODY_LIMIT,
        schema: initSchema('Start a live-agent chat (twilio or nice mode)'),
      },
      start(null),
    );
    app.post(
      '/service-omni-proxy/insecure/api/v1/stream/init-web-chat',
      { bodyLimit: CHAT_BODY_LIMIT, schema: initSchema('Start a live-agent chat (stream mode)') },
      start('stream'),
    );

    app.post(
      '/service-csp/external/api/v1/twilio/refreshToken',
      {
        bodyLimit: CHAT_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Renew a conversation token',
          description:
            'Tokens last an hour and can be renewed up to 6 hours after expiry while the chat has not ended; otherwise 401 "Token state is invalid.".',
          body: zRefreshTokenRequest,
          response: { 200: zRefreshTokenResponse, ...chatErrorResponses },
        },
      },
      async (request) => liveChat.refreshToken(request.body.token),
    );

    app.post(
      '/service-csp/external/api/v1/twilio/web-chat-info',
      {
        bodyLimit: CHAT_BODY_LIMIT,
        schema: {
          tags,
          summary: "The chat's contact id, which opens its satisfaction survey",
          body: zWebChatInfoRequest,
          response: { 200: zWebChatInfoResponse, ...chatErrorResponses },
        },
      },
      async (request) => ({
        contactId: await liveChat.contactIdOf(request.body.omniProxyChannelId),
      }),
    );

    app.get(
      '/service-csp/external/api/v1/webchat/link-hosts',
      {
        schema: {
          tags,
          summary: 'Hosts whose links chat messages may make clickable',
          description:
            "The product's own and its partner lenders' host names (and their subdomains).",
          response: { 200: zChatLinkHostsResponse },
        },
      },
      async () => ({ hosts: [...deps.linkHosts] }),
    );
  };
}
