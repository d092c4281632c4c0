import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatConversations } from '../../../db/schema';
import { CHAT_TOKEN_RENEWAL_SECONDS, issueChatToken, verifyChatToken } from '../chat-tokens';
import type { LiveChatProvider, LiveChatProviders } from './live-chat-provider';

/**
 * The built-in provider: our own store and socket, with conversation tokens we sign. It is the
 * default, and what the twilio, nice, stream and talkjs modes talk to here.
 */
export function createBuiltInProvider(options: {
  db: Db;
  tokenKey: Uint8Array;
  now: () => Date;
}): LiveChatProvider {
  const { db, tokenKey, now } = options;
  return {
    name: 'built-in',
    async open(conversation, customer) {
      const { token, expiresAt } = await issueChatToken(
        tokenKey,
        {
          conversationId: conversation.uuid,
          role: 'customer',
          participantId: customer.id,
          name: customer.name,
        },
        now(),
      );
      return {
        providerChannelId: conversation.uuid,
        providerUserId: customer.id,
        token,
        expiresAt,
      };
    },
    async renew(token) {
      const claims = await verifyChatToken(tokenKey, token, now(), CHAT_TOKEN_RENEWAL_SECONDS);
      if (!claims) return null;
      const [conversation] = await db
        .select({ status: chatConversations.status })
        .from(chatConversations)
        .where(eq(chatConversations.uuid, claims.conversationId));
      if (!conversation || conversation.status === 'ENDED') return null;
      return issueChatToken(tokenKey, claims, now());
    },
  };
}

export function builtInForEveryMode(provider: LiveChatProvider): LiveChatProviders {
  return { twilio: provider, nice: provider, stream: provider, talkjs: provider };
}
