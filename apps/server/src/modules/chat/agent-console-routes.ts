import {
  zAgentConversationResponse,
  zAgentQueueQuery,
  zAgentQueueResponse,
  zAgentTypingRequest,
  zChatApplicationSummary,
  zChatAttachment,
  zChatAttachmentUpload,
  zChatConversationView,
  zChatMessage,
  zSendChatMessageRequest,
} from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { opsUserOf, requireOpsUser } from '../ops-users/require-ops-user';
import type { AgentConsoleService, ChatAgent } from './agent-console-service';
import { chatApplicationSummary } from './application-summary';
import type { LiveChatService } from './live-chat-service';
import {
  ATTACHMENT_BODY_LIMIT,
  CHAT_BODY_LIMIT,
  chatErrorResponses,
  zConversationParams,
} from './schemas';

const BASE = '/ops/api/v1/chat';
const CONVERSATION = `${BASE}/conversations/:conversationId`;
const tags = ['agent console (operations)'];
const security = [{ bearer: [] }];
const ROLES = 'An operations token of a CHAT_AGENT or ADMIN serving the chat’s lender.';

/** The agent console: the queue, joining a chat, writing in it and the borrower beside it. */
export function agentConsoleRoutes(deps: {
  console: AgentConsoleService;
  liveChat: LiveChatService;
}): FastifyPluginAsyncZod {
  const { console: agents, liveChat } = deps;
  return async (app) => {
    app.addHook('preHandler', requireOpsUser('CHAT_AGENT', 'ADMIN'));
    const agentOf = (request: FastifyRequest): ChatAgent => {
      const user = opsUserOf(request);
      return { uuid: user.uuid, name: user.name, orgCodes: user.orgCodes };
    };

    app.get(
      `${BASE}/queue`,
      {
        schema: {
          tags,
          security,
          summary:
            'Chats waiting for an agent (oldest first), per skill, and the agent’s own open chats',
          description: `${ROLES} The console polls it; a chat's own events arrive on the socket once joined.`,
          querystring: zAgentQueueQuery,
          response: { 200: zAgentQueueResponse, ...chatErrorResponses },
        },
      },
      async (request) => agents.queue(agentOf(request), request.query.skill),
    );

    app.post(
      `${CONVERSATION}/claim`,
      {
        schema: {
          tags,
          security,
          summary: 'Join a waiting chat',
          description: `${ROLES} Answers the conversation, its messages and the agent's conversation token (for the socket and attachments). A chat another agent joined first answers 409.`,
          params: zConversationParams,
          response: { 200: zAgentConversationResponse, ...chatErrorResponses },
        },
      },
      async (request) => agents.claim(agentOf(request), request.params.conversationId),
    );

    app.get(
      CONVERSATION,
      {
        schema: {
          tags,
          security,
          summary: 'A chat the agent joined, with every message and a fresh token',
          description: ROLES,
          params: zConversationParams,
          response: { 200: zAgentConversationResponse, ...chatErrorResponses },
        },
      },
      async (request) => agents.conversation(agentOf(request), request.params.conversationId),
    );

    app.get(
      `${CONVERSATION}/application`,
      {
        schema: {
          tags,
          security,
          summary: "The borrower's application beside the chat",
          description: `${ROLES} Only chats started by a signed-in borrower are tied to an application; others answer 404.`,
          params: zConversationParams,
          response: { 200: zChatApplicationSummary, ...chatErrorResponses },
        },
      },
      async (request) => {
        const row = await agents.servedConversation(
          agentOf(request),
          request.params.conversationId,
        );
        return chatApplicationSummary(app.deps.database.db, row);
      },
    );

    app.post(
      `${CONVERSATION}/messages`,
      {
        bodyLimit: CHAT_BODY_LIMIT,
        schema: {
          tags,
          security,
          summary: 'Reply in a chat the agent holds',
          description: `${ROLES} The same clientMessageId sent again answers the stored message.`,
          params: zConversationParams,
          body: zSendChatMessageRequest,
          response: { 200: zChatMessage, ...chatErrorResponses },
        },
      },
      async (request) => {
        const agent = agentOf(request);
        const row = await agents.held(agent, request.params.conversationId);
        return liveChat.send(row.uuid, agents.agentSender(agent), request.body, request.ip);
      },
    );

    app.post(
      `${CONVERSATION}/attachments`,
      {
        bodyLimit: ATTACHMENT_BODY_LIMIT,
        schema: {
          tags,
          security,
          summary: 'Upload a file to send with the next reply',
          description: `${ROLES} Accepted: .jpg, .png, .amr, .mp3, .mp4, .pdf, .txt, at most 10 MB.`,
          params: zConversationParams,
          body: zChatAttachmentUpload,
          response: { 201: zChatAttachment, ...chatErrorResponses },
        },
      },
      async (request, reply) => {
        const agent = agentOf(request);
        const row = await agents.held(agent, request.params.conversationId);
        const attachment = await liveChat.upload(row.uuid, agents.agentSender(agent), request.body);
        return reply.code(201).send(attachment);
      },
    );

    app.post(
      `${CONVERSATION}/typing`,
      {
        bodyLimit: CHAT_BODY_LIMIT,
        schema: {
          tags,
          security,
          summary: 'Say that the agent is typing (or stopped)',
          description: ROLES,
          params: zConversationParams,
          body: zAgentTypingRequest,
          response: { 204: z.null(), ...chatErrorResponses },
        },
      },
      async (request, reply) => {
        const agent = agentOf(request);
        const row = await agents.held(agent, request.params.conversationId);
        await liveChat.typing(row.uuid, agents.agentSender(agent), request.body.typing);
        return reply.code(204).send(null);
      },
    );

    app.post(
      `${CONVERSATION}/end`,
      {
        schema: {
          tags,
          security,
          summary: 'End a chat the agent holds',
          description: ROLES,
          params: zConversationParams,
          response: { 200: zChatConversationView, ...chatErrorResponses },
        },
      },
      async (request) => {
        const agent = agentOf(request);
        const row = await agents.held(agent, request.params.conversationId);
        await liveChat.end(row.uuid, agents.agentSender(agent));
        return liveChat.view((await liveChat.find(row.uuid)) ?? row);
      },
    );
  };
}
