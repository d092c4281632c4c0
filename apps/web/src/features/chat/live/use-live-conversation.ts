import {
  CHAT_MESSAGES,
  type ChatConversationView,
  type ChatMessage,
  type ChatSocketServerFrame,
} from '@openheloc/domain';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ChatAlertKey, ConnectionState } from '../chat-types';
import type { ChatSessions, LiveSession } from '../session/chat-sessions';
import { createChatSocket, type ChatSocket } from './chat-socket';
import { refreshChatToken, uploadChatAttachment } from './live-chat-api';

/** A chat token lives an hour; it is renewed well before. */
const TOKEN_REFRESH_MS = 45 * 60 * 1000;
/** An agent's typing shows until they stop or this long passes without news. */
const TYPING_TIMEOUT_MS = 6_000;
const SEND_TIMEOUT_MS = 20_000;

interface Pending {
  resolve: () => void;
  reject: (message: string) => void;
  timer: ReturnType<typeof setTimeout>;
}

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
 * One live conversation over the omni-proxy socket: its messages by seq (a rejoin after a drop
 * neither loses nor repeats one), the agent's typing, the connection state, the held first
 * message, sending with attachments, and the end.
 */
export function useLiveConversation({
  session,
  sessions,
  holdsFirstMessage,
  onAlert,
  onRestored,
}: Options) {
  const [conversation, setConversation] = useState<ChatConversationView | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [agentTyping, setAgentTyping] = useState(false);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [held, setHeld] = useState<string | undefined>(session.webchat.initialMessage);
  const token = useRef(session.token);
  const lastSeq = useRef(0);
  const socket = useRef<ChatSocket | null>(null);
  const pending = useRef(new Map<string, Pending>());
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const restored = useRef(false);
  const alertFromSocket = useEffectEvent((next: ChatAlertKey | null) => onAlert(next));
  const restoredFromSocket = useEffectEvent((first: readonly ChatMessage[]) => onRestored?.(first));

  const settle = (clientMessageId: string | undefined, error?: string) => {
    if (!clientMessageId) return;
    const waiting = pending.current.get(clientMessageId);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current.delete(clientMessageId);
    if (error === undefined) waiting.resolve();
    else waiting.reject(error);
  };

  const addMessages = (incoming: readonly ChatMessage[]) => {
    if (incoming.length === 0) return;
    lastSeq.current = Math.max(lastSeq.current, ...incoming.map((message) => message.seq));
    setMessages((current) => {
      const bySeq = new Map(current.map((message) => [message.seq, message]));
      for (const message of incoming) bySeq.set(message.seq, message);
      return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
    });
  };

  const renewToken = useEffectEvent(async () => {
    try {
      const renewed = await refreshChatToken(token.current);
      token.current = renewed.token;
      sessions.updateToken(session.provider, renewed.token);
      // The socket may have been refused with the old token: join again with the new one.
      socket.current?.reconnect();
    } catch {
      onAlert('invalidToken');
    }
  });

  useEffect(() => {
    const onFrame = (frame: ChatSocketServerFrame) => {
      switch (frame.type) {
        case 'joined':
          setConversation(frame.conversation);
          addMessages(frame.messages);
          if (!restored.current) {
            restored.current = true;
            restoredFromSocket(frame.messages);
          }
          return;
        case 'message':
          addMessages([frame.message]);
          settle(frame.message.clientMessageId ?? undefined);
          if (frame.message.senderType === 'agent') setAgentTyping(false);
          return;
        case 'ack':
          settle(frame.clientMessageId);
          return;
        case 'status':
          setConversation(frame.conversation);
          return;
        case 'typing':
          if (frame.senderType !== 'agent') return;
          clearTimeout(typingTimer.current);
          setAgentTyping(frame.typing);
          if (frame.typing)
            typingTimer.current = setTimeout(() => setAgentTyping(false), TYPING_TIMEOUT_MS);
          return;
        case 'error':
          settle(frame.clientMessageId, frame.message);
          if (frame.message === CHAT_MESSAGES.invalidToken) void renewToken();
          return;
        case 'pong':
          return;
      }
    };
    const client = createChatSocket({
      token: () => token.current,
      lastSeq: () => lastSeq.current,
      channelId: session.webchat.omniProxyChannelId,
      onFrame,
      onConnection: (state) => {
        setConnection(state);
        alertFromSocket(state === 'connecting' ? 'connectionLost' : null);
      },
    });
    socket.current = client;
    const refresh = setInterval(() => void renewToken(), TOKEN_REFRESH_MS);
    return () => {
      clearInterval(refresh);
      clearTimeout(typingTimer.current);
      client.close();
      socket.current = null;
    };
  }, [session.conversationId, session.webchat.omniProxyChannelId]);

  const transmit = (body: string, attachmentIds: string[]) =>
    new Promise<void>((resolve, reject) => {
      const clientMessageId = crypto.randomUUID();
      const timer = setTimeout(
        () => settle(clientMessageId, CHAT_MESSAGES.conversationNotFound),
        SEND_TIMEOUT_MS,
      );
      pending.current.set(clientMessageId, { resolve, reject, timer });
      socket.current?.send({ type: 'send', body, attachmentIds, clientMessageId });
    });

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
        files.map((file) => uploadChatAttachment(session.conversationId, token.current, file)),
      );
      await transmit(
        text,
        uploaded.map((attachment) => attachment.id),
      );
      return true;
    } catch {
      onAlert('resend');
      return false;
    }
  };

  return {
    conversation,
    messages,
    agentTyping,
    connection,
    held,
    agentJoined,
    token: () => token.current,
    send,
    notifyTyping: () => socket.current?.send({ type: 'typing', typing: true }),
  };
}
