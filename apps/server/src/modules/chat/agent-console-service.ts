import {
  CHAT_MESSAGES,
  servesOrganization,
  type AgentConversationResponse,
  type AgentQueueResponse,
  type ChatSkill,
} from '@openheloc/domain';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages, chatParticipants } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ChatBus } from './bus/chat-bus';
import { issueChatToken } from './chat-tokens';
import { conversationView } from './chat-views';
import { appendMessage, messagesAfter, SYSTEM_SENDER, type ChatSender } from './message-store';
import type { ConversationRow } from '../../db/rows';

/** The operations user answering chats. */
export type ChatAgent = { uuid: string; name: string; orgCodes: readonly string[] };

export type AgentConsoleService = ReturnType<typeof createAgentConsoleService>;

/** The agent console: the queue per skill, joining a chat, and the agent's conversations. */
export function createAgentConsoleService(deps: {
  db: Db;
  now: () => Date;
  bus: ChatBus;
  tokenKey: Uint8Array;
}) {
  const { db, now, bus, tokenKey } = deps;

  /** A conversation of a lender the agent serves; any other is 'not found'. */
  async function servedConversation(agent: ChatAgent, conversationId: string) {
    const [row] = /^[0-9a-f-]{36}$/i.test(conversationId)
      ? await db.select().from(chatConversations).where(eq(chatConversations.uuid, conversationId))
      : [];
    if (!row || !servesOrganization(agent, row.orgCode)) {
      throw AppError.notFound(CHAT_MESSAGES.conversationNotFound);
    }
    return row;
  }

  async function withToken(
    agent: ChatAgent,
    row: ConversationRow,
  ): Promise<AgentConversationResponse> {
    const { token, expiresAt } = await issueChatToken(
      tokenKey,
      { conversationId: row.uuid, role: 'agent', participantId: agent.uuid, name: agent.name },
      now(),
    );
    return {
      conversation: conversationView(row),
      messages: await messagesAfter(db, row.uuid, 0),
      token,
      expiration: expiresAt.toISOString(),
    };
  }

  return {
    servedConversation,

    agentSender: (agent: ChatAgent): ChatSender => ({
      type: 'agent',
      id: agent.uuid,
      name: agent.name,
    }),

    /** Waiting chats, oldest first, of the lenders the agent serves; and the agent's own open ones. */
    async queue(agent: ChatAgent, skill?: ChatSkill): Promise<AgentQueueResponse> {
      const waiting = (
        await db
          .select()
          .from(chatConversations)
          .where(
            and(
              eq(chatConversations.status, 'WAITING'),
              ...(skill ? [eq(chatConversations.skill, skill)] : []),
            ),
          )
          .orderBy(asc(chatConversations.createdAt))
          .limit(200)
      ).filter((row) => servesOrganization(agent, row.orgCode));
      const previews = waiting.length
        ? await db
            .select({
              conversationUuid: chatMessages.conversationUuid,
              body: chatMessages.body,
              seq: chatMessages.seq,
            })
            .from(chatMessages)
            .where(
              and(
                inArray(
                  chatMessages.conversationUuid,
                  waiting.map((row) => row.uuid),
                ),
                eq(chatMessages.senderType, 'customer'),
              ),
            )
            .orderBy(asc(chatMessages.seq))
        : [];
      const mine = await db
        .select()
        .from(chatConversations)
        .where(
          and(eq(chatConversations.agentUuid, agent.uuid), ne(chatConversations.status, 'ENDED')),
        )
        .orderBy(desc(chatConversations.claimedAt));
      return {
        waiting: waiting.map((row) => ({
          conversationId: row.uuid,
          skill: row.skill,
          orgCode: row.orgCode,
          customerName: row.customerName,
          customerEmail: row.customerEmail,
          applicationUuid: row.applicationUuid,
          loanNumber: row.loanNumber,
          waitingSince: row.createdAt.toISOString(),
          preview: previews.find((message) => message.conversationUuid === row.uuid)?.body ?? null,
        })),
        mine: mine.map(conversationView),
      };
    },

    /** Joins a waiting chat; a chat another agent joined first is refused. */
    async claim(agent: ChatAgent, conversationId: string): Promise<AgentConversationResponse> {
      const row = await servedConversation(agent, conversationId);
      const claimedAt = now();
      const claimed = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(chatConversations)
          .set({ status: 'ACTIVE', agentUuid: agent.uuid, agentName: agent.name, claimedAt })
          .where(and(eq(chatConversations.uuid, row.uuid), eq(chatConversations.status, 'WAITING')))
          .returning();
        if (!updated) return null;
        await tx
          .insert(chatParticipants)
          .values({
            conversationUuid: row.uuid,
            participantId: agent.uuid,
            kind: 'agent',
            name: agent.name,
            joinedAt: claimedAt,
          })
          .onConflictDoNothing();
        await appendMessage(
          tx,
          row.uuid,
          SYSTEM_SENDER,
          { body: `${agent.name} joined the chat.`, attachmentIds: [] },
          claimedAt,
        );
        return updated;
      });
      if (!claimed) {
        throw AppError.conflict(
          row.status === 'ENDED' ? CHAT_MESSAGES.conversationEnded : CHAT_MESSAGES.alreadyClaimed,
        );
      }
      await bus.publish({ kind: 'message', conversationId: row.uuid });
      await bus.publish({ kind: 'status', conversationId: row.uuid });
      const [fresh] = await db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.uuid, row.uuid));
      return withToken(agent, fresh ?? claimed);
    },

    /** A conversation the agent holds (or held), with every message and a fresh token. */
    async conversation(
      agent: ChatAgent,
      conversationId: string,
    ): Promise<AgentConversationResponse> {
      const row = await servedConversation(agent, conversationId);
      if (row.agentUuid !== agent.uuid) throw AppError.forbidden(CHAT_MESSAGES.notYourConversation);
      return withToken(agent, row);
    },

    /** Only the agent holding the chat may write in it. */
    async held(agent: ChatAgent, conversationId: string): Promise<ConversationRow> {
      const row = await servedConversation(agent, conversationId);
      if (row.agentUuid !== agent.uuid) throw AppError.forbidden(CHAT_MESSAGES.notYourConversation);
      return row;
    },
  };
}
