import type { ChatProviderMode } from '@openheloc/domain';
import { useCallback, useState } from 'react';
import { chooseChatMode, forcedModeFrom } from '../mode/choose-chat-mode';
import { initWebChat } from '../live/live-chat-api';
import type { ChatSessions, LiveSession } from '../session/chat-sessions';
import type { ChatbotSession } from '../session/session-records';
import type { ChatVisitor } from '../visitor/chat-visitor';

export type ChatPhase =
  | { kind: 'deciding' }
  | { kind: 'form'; mode: ChatProviderMode }
  | { kind: 'starting'; mode: ChatProviderMode }
  | { kind: 'live'; session: LiveSession; restored: boolean }
  | { kind: 'chatbot'; session: ChatbotSession };

export interface ChatFacts {
  isOpen: boolean;
  streamEnabled: boolean;
  isProduction: boolean;
  search: string;
  nonce: string | null;
}

interface Visitor {
  friendlyName: string;
  emailAddress: string;
  agentId?: string;
}

/**
 * The chat lifecycle up to the conversation (spec section 4): choose the mode, resume a stored
 * session, start at once for a known borrower (not in stream mode), else ask the form first.
 */
export function useChatStart(sessions: ChatSessions, visitor: ChatVisitor) {
  const [phase, setPhase] = useState<ChatPhase>({ kind: 'deciding' });

  const start = useCallback(
    async (
      mode: ChatProviderMode,
      who: Visitor,
      facts: ChatFacts,
      /** The chatbot conversation handed over: the agent's first line. */
      welcomeMessage?: string,
    ): Promise<void> => {
      const now = Date.now();
      if (mode === 'chatbot') {
        setPhase({ kind: 'chatbot', session: sessions.saveChatbot(who, now) });
        return;
      }
      setPhase({ kind: 'starting', mode });
      const { organization } = visitor;
      const started = await initWebChat(mode, {
        friendlyName: who.friendlyName,
        emailAddress: who.emailAddress,
        orgCode: organization.orgCode,
        nonce: facts.nonce ?? undefined,
        applicationUuid: visitor.applicationUuid ?? undefined,
        tag: organization.brandName,
        skill: visitor.skill,
        pageUrl: window.location.href,
        chatMode: mode,
        prodType: 'HELOC',
        ...(welcomeMessage ? { welcomeMessage } : {}),
      });
      const stream =
        mode === 'stream' && started.providerUserId && started.providerUserToken
          ? {
              providerChannelId: started.providerChannelId,
              providerUserId: started.providerUserId,
              providerUserToken: started.providerUserToken,
            }
          : undefined;
      const session = sessions.saveLive(
        mode,
        {
          friendlyName: who.friendlyName,
          emailAddress: who.emailAddress,
          omniProxyChannelId: started.omniProxyChannelId,
          stream,
        },
        {
          conversationId: started.conversationSid ?? started.providerChannelId,
          token: started.token ?? started.providerUserToken ?? '',
          userId: started.providerUserId,
        },
        now,
      );
      setPhase({ kind: 'live', session, restored: false });
    },
    [sessions, visitor],
  );

  const decide = useCallback(
    (facts: ChatFacts) => {
      const now = Date.now();
      const live = sessions.readLive(now);
      const chatbot = sessions.readChatbot(now);
      const mode = chooseChatMode({
        forcedMode: forcedModeFrom(facts.search, facts.isProduction),
        liveSession: live?.provider ?? null,
        hasChatbotSession: chatbot !== null,
        isOpen: facts.isOpen,
        streamEnabled: facts.streamEnabled,
      });
      if (mode === 'chatbot' && chatbot) return setPhase({ kind: 'chatbot', session: chatbot });
      if (live && live.provider === mode)
        return setPhase({ kind: 'live', session: live, restored: true });
      if (visitor.known && mode !== 'stream') {
        return start(mode, visitor.known, facts).catch(() => setPhase({ kind: 'form', mode }));
      }
      setPhase({ kind: 'form', mode });
    },
    [sessions, visitor.known, start],
  );

  /** 'Start new chat': the old session goes and the mode is chosen afresh. */
  const reset = useCallback(() => {
    sessions.clearLive();
    sessions.clearChatbot();
    setPhase({ kind: 'deciding' });
  }, [sessions]);

  return { phase, decide, start, reset, setPhase };
}
