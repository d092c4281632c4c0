import { CHAT_MESSAGES, type ChatMessage } from '@openheloc/domain';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ChatAlertKey } from '../chat-types';
import type { ChatSessions, LiveSession } from '../session/chat-sessions';
import { refreshChatToken, uploadChatAttachment } from './live-chat-api';
import { useConversationSocket } from './use-conversation-socket';

interface Options {
  session: LiveSession;
  sessions: ChatSessions;
  /** twilio/nice hold the first message until an agent joins. */
  holdsFirstMessage: boolean;
  onAlert: (alert: ChatAlertKey | null) => void;
  /** The first join answered: the restored conversation as the server has it. */
  onRestored?: (messages: readonly ChatMessage[]) => void;
}

/**
 * The borrower's side of a live conversation: the socket, the stored token kept fresh, the held
 * first message (twilio/nice) released once an agent joins, and sending with attachments.
 */
export function useLiveConversation({
  session,
  sessions,
  holdsFirstMessage,
  onAlert,
  onRestored,
}: Options) {
  const [held, setHeld] = useState<string | undefined>(session.webchat.initialMessage);
  const live = useConversationSocket({
    conversationId: session.conversationId,
    token: session.token,
    channelId: session.webchat.omniProxyChannelId,
    peer: 'agent',
    renew: async (token) => {
      const renewed = await refreshChatToken(token);
      sessions.updateToken(session.provider, renewed.token);
      return renewed.token;
    },
    onAlert,
    onJoined: onRestored,
  });
  const { conversation, messages, transmit } = live;
  const agentJoined = conversation?.status === 'ACTIVE' && conversation.agentName !== null;

  // twilio/nice: the held first message goes out as soon as an agent has joined.
  const releasing = useRef(false);
  const releaseHeld = useEffectEvent((text: string) => {
    if (releasing.current) return;
    releasing.current = true;
    transmit(text, [])
      .then(() => {
        sessions.updateWebchat({ initialMessage: undefined });
        setHeld(undefined);
      })
      .catch(() => onAlert('generic'))
      .finally(() => (releasing.current = false));
  });
  useEffect(() => {
    if (agentJoined && held !== undefined) releaseHeld(held);
  }, [agentJoined, held]);

  const send = async (text: string, files: File[]): Promise<boolean> => {
    onAlert(null);
    const first = messages.every((message) => message.senderType !== 'customer');
    if (holdsFirstMessage && !agentJoined && first && files.length === 0) {
      sessions.updateWebchat({ initialMessage: text });
      setHeld(text);
      return true;
    }
    try {
      const uploaded = await Promise.all(
        files.map((file) => uploadChatAttachment(session.conversationId, live.token(), file)),
      );
      await transmit(
        text,
        uploaded.map((attachment) => attachment.id),
      );
      return true;
    } catch (error) {
      onAlert(error === CHAT_MESSAGES.tooManyMessages ? 'tooManyMessages' : 'resend');
      return false;
    }
  };

  return { ...live, agentTyping: live.peerTyping, held, agentJoined, send };
}
