import {
  CHAT_SOCKET_PATH,
  zChatAttachment,
  zChatAttachmentUpload,
  zChatLinkHostsResponse,
  zChatMessage,
  zChatSurveyAnswers,
  zChatSurveyView,
  zInitWebChatRequest,
  zInitWebChatResponse,
  zNonceResponse,
  zRefreshTokenRequest,
  zRefreshTokenResponse,
  zSendChatMessageRequest,
  zWebChatInfoRequest,
  zWebChatInfoResponse,
  zAgentTypingRequest,
  type ChatProviderMode,
} from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/authenticate';
import { callerOf } from '../auth/authenticate';
import { ownerOfChatNonce, issueChatNonce, refreshChatNonce } from './chat-nonces';
import { conversationTokenOf } from './conversation-token';
import type { LiveChatService } from './live-chat-service';
import { messagesAfter } from './message-store';
import { optionalBorrower } from './optional-borrower';
import {
  ATTACHMENT_BODY_LIMIT,
  CHAT_BODY_LIMIT,
  chatErrorResponses,
  zAttachmentParams,
  zContactParams,
  zConversationMessagesResponse,
  zConversationParams,
  zMessagesQuery,
  zNonceQuery,
} from './schemas';
import type { createSocketHub } from './socket-hub';
import { answerSurvey, surveyView } from './survey-service';

const tags = ['live chat'];
const bearer = [{ bearer: [] }];
const CONVERSATIONS = '/service-omni-proxy/insecure/api/v1/conversations/:conversationId';
const TOKEN_NOTE =
  'Authorization: Bearer <conversation token> (the token from initWebChat, refreshToken or, for an agent, the console).';

/** The widget's live-agent calls (spec section 7), the conversation calls and the socket. */
export function liveChatRoutes(deps: {
  liveChat: LiveChatService;
  hub: ReturnType<typeof createSocketHub>;
  linkHosts: readonly string[];
}): FastifyPluginAsyncZod {
  const { liveChat, hub } = deps;
  return async (app) => {
    const { db } = app.deps.database;
    const now = app.deps.now;

    const participantIn = async (request: FastifyRequest, conversationId: string) => {
      const claims = await liveChat.participant(conversationTokenOf(request));
      const row = await liveChat.authorize(conversationId, claims);
      return { claims, row, sender: liveChat.senderOf(claims) };
    };

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
      async (request) => {
        const caller = callerOf(request);
        return issueChatNonce(
          db,
          { orgCode: caller.orgCode, identityUuid: caller.identityUuid },
          now(),
        );
      },
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
      async (request) => {
        const caller = callerOf(request);
        return refreshChatNonce(
          db,
          { orgCode: caller.orgCode, identityUuid: caller.identityUuid },
          request.query.nonce,
          now(),
        );
      },
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

    app.get(
      `${CONVERSATIONS}/messages`,
      {
        schema: {
          tags,
          security: bearer,
          summary: 'The conversation and its messages after a seq',
          description: TOKEN_NOTE,
          params: zConversationParams,
          querystring: zMessagesQuery,
          response: { 200: zConversationMessagesResponse, ...chatErrorResponses },
        },
      },
      async (request) => {
        const { row } = await participantIn(request, request.params.conversationId);
        return {
          conversation: liveChat.view(row),
          messages: await messagesAfter(db, row.uuid, request.query.after),
        };
      },
    );

    app.post(
      `${CONVERSATIONS}/messages`,
      {
        bodyLimit: CHAT_BODY_LIMIT,
        schema: {
          tags,
          security: bearer,
          summary: 'Send a message (text, attachments or both)',
          description: `${TOKEN_NOTE} The same clientMessageId sent again answers the stored message instead of adding one. Empty messages answer 400; an ended chat 409.`,
          params: zConversationParams,
          body: zSendChatMessageRequest,
          response: { 200: zChatMessage, ...chatErrorResponses },
        },
      },
      async (request) => {
        const { row, sender } = await participantIn(request, request.params.conversationId);
        return liveChat.send(row.uuid, sender, request.body);
      },
    );

    app.post(
      `${CONVERSATIONS}/attachments`,
      {
        bodyLimit: ATTACHMENT_BODY_LIMIT,
        schema: {
          tags,
          security: bearer,
          summary: 'Upload a file to send with the next message',
          description: `${TOKEN_NOTE} Accepted: .jpg, .png, .amr, .mp3, .mp4, .pdf, .txt, at most 10 MB; send its id in attachmentIds.`,
          params: zConversationParams,
          body: zChatAttachmentUpload,
          response: { 201: zChatAttachment, ...chatErrorResponses },
        },
      },
      async (request, reply) => {
        const { row, sender } = await participantIn(request, request.params.conversationId);
        return reply.code(201).send(await liveChat.upload(row.uuid, sender, request.body));
      },
    );

    app.get(
      `${CONVERSATIONS}/attachments/:attachmentId`,
      {
        schema: {
          tags,
          security: bearer,
          summary: 'Download an attachment',
          description: TOKEN_NOTE,
          params: zAttachmentParams,
          response: { 200: z.any().describe('The file'), ...chatErrorResponses },
        },
      },
      async (request, reply) => {
        const { row, claims } = await participantIn(request, request.params.conversationId);
        const file = await liveChat.attachment(
          row.uuid,
          request.params.attachmentId,
          claims.participantId,
        );
        return reply
          .header('content-type', file.contentType)
          .header(
            'content-disposition',
            `attachment; filename="${file.fileName.replace(/[^\w.\- ]/g, '_')}"`,
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(file.content));
      },
    );

    app.post(
      `${CONVERSATIONS}/typing`,
      {
        bodyLimit: CHAT_BODY_LIMIT,
        schema: {
          tags,
          security: bearer,
          summary: 'Say that the participant is typing (or stopped)',
          description: TOKEN_NOTE,
          params: zConversationParams,
          body: zAgentTypingRequest,
          response: { 204: z.null(), ...chatErrorResponses },
        },
      },
      async (request, reply) => {
        const { row, sender } = await participantIn(request, request.params.conversationId);
        await liveChat.typing(row.uuid, sender, request.body.typing);
        return reply.code(204).send(null);
      },
    );

    app.post(
      `${CONVERSATIONS}/end`,
      {
        schema: {
          tags,
          security: bearer,
          summary: 'End the chat for both sides',
          description: TOKEN_NOTE,
          params: zConversationParams,
          response: {
            200: zConversationMessagesResponse.shape.conversation,
            ...chatErrorResponses,
          },
        },
      },
      async (request) => {
        const { row, sender } = await participantIn(request, request.params.conversationId);
        await liveChat.end(row.uuid, sender);
        const ended = (await liveChat.find(row.uuid)) ?? row;
        return liveChat.view(ended);
      },
    );

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
      async (request) => answerSurvey(db, request.params.contactId, request.body, now()),
    );

    app.get(CHAT_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket) =>
      hub.attach(socket),
    );
  };
}
