import {
  CHAT_SOCKET_PATH,
  zAgentTypingRequest,
  zChatAttachment,
  zChatAttachmentUpload,
  zChatMessage,
  zSendChatMessageRequest,
} from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conversationTokenOf } from './conversation-token';
import type { LiveChatService } from './live-chat-service';
import { messageById, messagesAfter } from './message-store';
import {
  ATTACHMENT_BODY_LIMIT,
  BEARER as bearer,
  CHAT_BODY_LIMIT,
  chatErrorResponses,
  LIVE_CHAT_TAGS as tags,
  zAttachmentParams,
  zConversationMessagesResponse,
  zConversationParams,
  zMessageParams,
  zMessagesQuery,
} from './schemas';
import type { SocketHub } from './socket-hub';

const CONVERSATIONS = '/service-omni-proxy/insecure/api/v1/conversations/:conversationId';
const TOKEN_NOTE =
  'Authorization: Bearer <conversation token> (the token from initWebChat, refreshToken or, for an agent, the console).';

/** A conversation's calls for its participants (customer or agent), and the socket. */
export function conversationRoutes(deps: {
  liveChat: LiveChatService;
  hub: SocketHub;
}): FastifyPluginAsyncZod {
  const { liveChat, hub } = deps;
  return async (app) => {
    const { db } = app.deps.database;

    const participantIn = async (request: FastifyRequest, conversationId: string) => {
      const claims = await liveChat.participant(conversationTokenOf(request));
      const row = await liveChat.authorize(conversationId, claims);
      return { claims, row, sender: liveChat.senderOf(claims) };
    };

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

    app.get(
      `${CONVERSATIONS}/messages/:messageId`,
      {
        schema: {
          tags,
          security: bearer,
          summary: 'One message of the conversation',
          description: `${TOKEN_NOTE} A message of another conversation answers 404.`,
          params: zMessageParams,
          response: { 200: zChatMessage, ...chatErrorResponses },
        },
      },
      async (request) => {
        const { row } = await participantIn(request, request.params.conversationId);
        return messageById(db, row.uuid, request.params.messageId);
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
        return liveChat.send(row.uuid, sender, request.body, request.ip);
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

    app.get(CHAT_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, request) =>
      hub.attach(socket, request.ip),
    );
  };
}
