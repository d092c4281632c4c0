import {
  CHAT_MESSAGES,
  chatSkillFor,
  type ChatAttachmentUpload,
  type ChatProviderMode,
  type InitWebChatResponse,
  type Organization,
} from '@openheloc/domain';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, chatConversations, chatParticipants } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ChatBus } from './bus/chat-bus';
import { spendChatMessage, spendChatStart, type ChatBudgets } from './chat-budgets';
import { verifyChatToken, type ChatParticipantClaims } from './chat-tokens';
import { conversationView } from './chat-views';
import {
  appendMessage,
  readAttachment,
  sendMessage,
  storeAttachment,
  SYSTEM_SENDER,
  type ChatSender,
  type NewMessage,
} from './message-store';
import type { LiveChatProviders } from './providers/live-chat-provider';
import type { ConversationRow } from '../../db/rows';
import type { VirusScanner } from '../documents/content-check/clamd-scanner';

export type LiveChatService = ReturnType<typeof createLiveChatService>;

export type StartChatInput = {
  org: Organization;
  mode: Exclude<ChatProviderMode, 'chatbot'>;
  friendlyName: string;
  emailAddress: string;
  /** The borrower proved by a live nonce or bearer token; null for a visitor. */
  identityUuid: string | null;
  applicationUuid: string | undefined;
  /** The widget's skill; only CLOC_HELOC is taken from it, and only where the lender offers it. */
  requestedSkill: string | undefined;
  welcomeMessage: string | undefined;
  pageUrl: string | undefined;
  /** The client's address: chats started from it are budgeted (chat-budgets.ts). */
  ipAddress: string;
};

const zConversationId = z.uuid();

/** The customer's side of the built-in live chat, and what both sides share. */
export function createLiveChatService(deps: {
  db: Db;
  now: () => Date;
  bus: ChatBus;
  tokenKey: Uint8Array;
  providers: LiveChatProviders;
  /** ClamAV for the files sent in a chat, when configured. */
  scanner: VirusScanner | null;
  budgets: ChatBudgets;
}) {
  const { db, now, bus, tokenKey } = deps;

  async function find(conversationId: string): Promise<ConversationRow | null> {
    if (!zConversationId.safeParse(conversationId).success) return null;
    const [row] = await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.uuid, conversationId));
    return row ?? null;
  }

  /**
   * The linked application, only ever the proven borrower's own at this lender: the one the page
   * named, else (a chat started from a page without one, such as the landing page) their newest,
   * so the agent still sees who they are talking to.
   */
  async function ownApplication(input: StartChatInput) {
    if (!input.identityUuid) return null;
    const columns = {
      uuid: applications.uuid,
      loanNumber: applications.loanNumber,
      isCrypto: applications.isCrypto,
    };
    const mine = and(
      eq(applications.orgCode, input.org.orgCode),
      eq(applications.identityUuid, input.identityUuid),
    );
    if (input.applicationUuid) {
      const [named] = await db
        .select(columns)
        .from(applications)
        .where(and(mine, eq(applications.uuid, input.applicationUuid)));
      return named ?? null;
    }
    const [newest] = await db
      .select(columns)
      .from(applications)
      .where(mine)
      .orderBy(desc(applications.createdAt))
      .limit(1);
    return newest ?? null;
  }

  async function publish(conversationId: string, kinds: ('message' | 'status')[]) {
    for (const kind of kinds) await bus.publish({ kind, conversationId });
  }

  return {
    find,

    async start(input: StartChatInput): Promise<InitWebChatResponse> {
      await spendChatStart(db, deps.budgets, input.ipAddress, now());
      const application = await ownApplication(input);
      const cryptoVisitor = input.requestedSkill === 'CLOC_HELOC' && input.org.offersCryptoHeloc;
      const skill = chatSkillFor({
        isCrypto: application?.isCrypto === true || cryptoVisitor,
        isOwnOrganization: !input.org.isPrivateLabel,
      });
      const customerId = input.identityUuid ?? `visitor-${randomUUID()}`;
      const createdAt = now();
      const row: ConversationRow = {
        uuid: randomUUID(),
        orgCode: input.org.orgCode,
        skill,
        mode: input.mode,
        status: 'WAITING',
        customerName: input.friendlyName,
        customerEmail: input.emailAddress,
        identityUuid: input.identityUuid,
        applicationUuid: application?.uuid ?? null,
        loanNumber: application?.loanNumber ?? null,
        pageUrl: input.pageUrl ?? null,
        agentUuid: null,
        agentName: null,
        lastSeq: 0,
        contactId: randomUUID(),
        createdAt,
        claimedAt: null,
        endedAt: null,
      };
      await db.transaction(async (tx) => {
        await tx.insert(chatConversations).values(row);
        await tx.insert(chatParticipants).values({
          conversationUuid: row.uuid,
          participantId: customerId,
          kind: 'customer',
          name: input.friendlyName,
          joinedAt: createdAt,
        });
        const welcome = input.welcomeMessage?.trim();
        if (welcome) {
          await appendMessage(
            tx,
            row.uuid,
            SYSTEM_SENDER,
            { body: welcome, attachmentIds: [] },
            createdAt,
          );
        }
      });
      const session = await deps.providers[input.mode].open(row, {
        id: customerId,
        name: input.friendlyName,
      });
      await publish(row.uuid, ['status']);
      const credentials =
        input.mode === 'stream'
          ? { providerUserId: session.providerUserId, providerUserToken: session.token }
          : { token: session.token, conversationSid: row.uuid };
      return {
        omniProxyChannelId: row.uuid,
        providerChannelId: session.providerChannelId,
        skill,
        targetWorkerSid: null,
        targetWorkerFriendlyName: null,
        expiration: session.expiresAt.toISOString(),
        ...credentials,
      };
    },

    async refreshToken(token: string) {
      const renewed = await deps.providers.twilio.renew(token);
      if (!renewed) throw new AppError('token_invalid', CHAT_MESSAGES.invalidToken);
      return { token: renewed.token, expiration: renewed.expiresAt.toISOString() };
    },

    async contactIdOf(channelId: string): Promise<string> {
      const row = await find(channelId);
      if (!row) throw AppError.notFound(CHAT_MESSAGES.conversationNotFound);
      return row.contactId;
    },

    /** The participant a conversation token names; refused with the widget's text otherwise. */
    /** `graceSeconds`: how long past its expiry the token still names its participant. */
    async participant(token: string, graceSeconds = 0): Promise<ChatParticipantClaims> {
      const claims = await verifyChatToken(tokenKey, token, now(), graceSeconds);
      if (!claims) throw new AppError('token_invalid', CHAT_MESSAGES.invalidToken);
      return claims;
    },

    /**
     * The conversation, when the token's participant belongs to it: the customer it was opened
     * for, or the agent who joined it (until another agent holds it).
     */
    async authorize(conversationId: string, claims: ChatParticipantClaims) {
      const row = await find(conversationId);
      if (!row) throw AppError.notFound(CHAT_MESSAGES.conversationNotFound);
      const yours =
        claims.conversationId === row.uuid &&
        (claims.role === 'customer' || row.agentUuid === claims.participantId);
      if (!yours) throw AppError.forbidden(CHAT_MESSAGES.notYourConversation);
      return row;
    },

    senderOf(claims: ChatParticipantClaims): ChatSender {
      return { type: claims.role, id: claims.participantId, name: claims.name };
    },

    /** A customer's message is budgeted per conversation and per address (`ipAddress`). */
    async send(conversationId: string, sender: ChatSender, message: NewMessage, ipAddress: string) {
      const refund =
        sender.type === 'customer'
          ? await spendChatMessage(db, deps.budgets, { conversationId, ipAddress }, now())
          : null;
      // A message refused (an unknown attachment, say) is not counted: a refusal writes nothing.
      const result = await sendMessage(db, conversationId, sender, message, now()).catch(
        async (error: unknown) => {
          await refund?.();
          throw error;
        },
      );
      if (result.created) await publish(conversationId, ['message']);
      return result.message;
    },

    async upload(conversationId: string, sender: ChatSender, upload: ChatAttachmentUpload) {
      const row = await find(conversationId);
      if (!row) throw AppError.notFound(CHAT_MESSAGES.conversationNotFound);
      if (row.status === 'ENDED') throw AppError.conflict(CHAT_MESSAGES.conversationEnded);
      return storeAttachment(db, conversationId, sender, upload, now(), deps.scanner);
    },

    attachment: (conversationId: string, attachmentId: string, participantId: string) =>
      readAttachment(db, conversationId, attachmentId, participantId),

    async typing(conversationId: string, sender: ChatSender, typing: boolean) {
      await bus.publish({
        kind: 'typing',
        conversationId,
        senderId: sender.id,
        senderType: sender.type,
        senderName: sender.name,
        typing,
      });
    },

    /** Ends the chat for both sides; ending an ended chat changes nothing. */
    async end(conversationId: string, by: ChatSender): Promise<void> {
      const endedAt = now();
      const ended = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: chatConversations.status })
          .from(chatConversations)
          .where(eq(chatConversations.uuid, conversationId))
          .for('update');
        if (!row || row.status === 'ENDED') return false;
        const who = by.type === 'agent' ? by.name : 'The customer';
        await appendMessage(
          tx,
          conversationId,
          SYSTEM_SENDER,
          { body: `${who} ended the chat.`, attachmentIds: [] },
          endedAt,
        );
        await tx
          .update(chatConversations)
          .set({ status: 'ENDED', endedAt })
          .where(eq(chatConversations.uuid, conversationId));
        return true;
      });
      if (ended) await publish(conversationId, ['message', 'status']);
    },

    view: conversationView,
  };
}
