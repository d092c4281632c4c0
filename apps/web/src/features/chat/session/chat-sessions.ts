import { CHATBOT_SESSION_EXPIRY_MS, LIVE_AGENT_SESSION_EXPIRY_MS } from '@openheloc/domain';
import {
  LOCAL_STORAGE_KEYS as K,
  localStore,
  type LocalStorageKey,
  type TypedStorage,
} from '@/lib/storage';
import type { LiveSessionProvider } from '../mode/choose-chat-mode';
import {
  zChatbotSession,
  zTalkRecord,
  zTokenRecord,
  zWebchatSession,
  type ChatbotSession,
  type WebchatSession,
} from './session-records';

/** The conversation a live session holds, whichever provider's record it came from. */
export interface LiveSession {
  provider: LiveSessionProvider;
  webchat: WebchatSession;
  /** The provider's conversation id (conversationSid, the talk conversation or the channel). */
  conversationId: string;
  /** The credential the socket and the refresh call use. */
  token: string;
  expiration: number;
}

const TOKEN_KEYS = { twilio: K.webchatTwilio, nice: K.webchatNice } as const;

/**
 * The chat sessions kept in local storage under the spec's keys. Reads drop what has expired,
 * so an expired session is never resumed.
 */
export function createChatSessions(storage: TypedStorage<LocalStorageKey> = localStore) {
  const clearLive = () => {
    for (const key of [K.webchat, K.webchatTwilio, K.webchatNice, K.webchatTalk]) {
      storage.remove(key);
    }
  };

  const readLive = (now: number): LiveSession | null => {
    const webchat = storage.getJson(K.webchat, zWebchatSession);
    if (!webchat) return null;
    const session = liveFrom(webchat);
    if (!session) return null;
    if (session.expiration <= now) {
      clearLive();
      return null;
    }
    return session;
  };

  const liveFrom = (webchat: WebchatSession): LiveSession | null => {
    for (const provider of ['twilio', 'nice'] as const) {
      const record = storage.getJson(TOKEN_KEYS[provider], zTokenRecord);
      if (record) {
        return {
          provider,
          webchat,
          conversationId: record.conversationSid,
          token: record.token,
          expiration: record.expiration,
        };
      }
    }
    const talk = storage.getJson(K.webchatTalk, zTalkRecord);
    if (talk) {
      return {
        provider: 'talkjs',
        webchat,
        conversationId: talk.conversationId,
        token: talk.userId,
        expiration: talk.expiration,
      };
    }
    if (webchat.stream && webchat.expiration !== undefined) {
      return {
        provider: 'stream',
        webchat,
        conversationId: webchat.stream.providerChannelId,
        token: webchat.stream.providerUserToken,
        expiration: webchat.expiration,
      };
    }
    return null;
  };

  return {
    readLive,

    /** Stores a new live session; it expires 6 hours after it started. */
    saveLive(
      provider: LiveSessionProvider,
      webchat: WebchatSession,
      conversation: { conversationId: string; token: string; userId?: string },
      now: number,
    ): LiveSession {
      clearLive();
      const expiration = now + LIVE_AGENT_SESSION_EXPIRY_MS;
      if (provider === 'twilio' || provider === 'nice') {
        storage.setJson(K.webchat, webchat);
        storage.setJson(TOKEN_KEYS[provider], {
          token: conversation.token,
          conversationSid: conversation.conversationId,
          expiration,
        });
      } else if (provider === 'talkjs') {
        storage.setJson(K.webchat, webchat);
        storage.setJson(K.webchatTalk, {
          userId: conversation.userId ?? conversation.token,
          conversationId: conversation.conversationId,
          expiration,
        });
      } else {
        storage.setJson(K.webchat, { ...webchat, expiration });
      }
      return { provider, webchat, expiration, ...conversation };
    },

    /** Keeps the rest of the session and changes the stored webchat fields (the held message). */
    updateWebchat(change: Partial<WebchatSession>): void {
      const webchat = storage.getJson(K.webchat, zWebchatSession);
      if (webchat) storage.setJson(K.webchat, { ...webchat, ...change });
    },

    /** A refreshed credential replaces the stored one; the expiry stays. */
    updateToken(provider: LiveSessionProvider, token: string): void {
      if (provider !== 'twilio' && provider !== 'nice') return;
      const record = storage.getJson(TOKEN_KEYS[provider], zTokenRecord);
      if (record) storage.setJson(TOKEN_KEYS[provider], { ...record, token });
    },

    clearLive,

    readChatbot(now: number): ChatbotSession | null {
      const session = storage.getJson(K.webchatChatbot, zChatbotSession);
      if (!session) return null;
      if (session.expiration <= now) {
        storage.remove(K.webchatChatbot);
        return null;
      }
      return session;
    },

    /** A new chatbot session, or the same one touched: it expires 10 minutes after `now`. */
    saveChatbot(
      session: Omit<ChatbotSession, 'expiration' | 'loginTimestamp'> & { loginTimestamp?: number },
      now: number,
    ): ChatbotSession {
      const saved = {
        ...session,
        loginTimestamp: session.loginTimestamp ?? now,
        expiration: now + CHATBOT_SESSION_EXPIRY_MS,
      };
      storage.setJson(K.webchatChatbot, saved);
      return saved;
    },

    clearChatbot(): void {
      storage.remove(K.webchatChatbot);
    },
  };
}
export type ChatSessions = ReturnType<typeof createChatSessions>;

export const chatSessions = createChatSessions();
