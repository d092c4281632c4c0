import {
  CHAT_MESSAGES,
  type ChatConversationView,
  type ChatMessage,
  type ChatSenderType,
  type ChatSocketServerFrame,
} from '@openheloc/domain';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ChatAlertKey, ConnectionState } from '../chat-types';
import { createChatSocket, type ChatSocket } from './chat-socket';
import { fetchChatMessage } from './live-chat-api';

/** A chat token lives an hour; it is renewed well before. */
const TOKEN_REFRESH_MS = 45 * 60 * 1000;
/** The other side's typing shows until they stop or this long passes without news. */
const TYPING_TIMEOUT_MS = 6_000;
const SEND_TIMEOUT_MS = 20_000;
/** How long an acknowledged message's own frame may take before the message is fetched. */
const MISSING_MESSAGE_GRACE_MS = 2_000;

interface Pending {
  resolve: () => void;
  reject: (message: string) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface ConversationSocketOptions {
  conversationId: string;
  token: string;
  channelId?: string;
  /** Whose typing to show: the agent's in the widget, the customer's in the console. */
  peer: Exclude<ChatSenderType, 'system'>;
  /** A fresh token for this participant; null when it cannot be had. */
  renew: (token: string) => Promise<string | null>;
  onAlert: (alert: ChatAlertKey | null) => void;
  /** The first join answered, with the conversation's messages so far. */
  onJoined?: (messages: readonly ChatMessage[]) => void;
}

/**
 * One participant's side of a conversation over the omni-proxy socket, for the widget and the
 * agent console alike: the messages by seq (a rejoin after a drop neither loses nor repeats
 * one), the conversation's status, the other side's typing, the connection, sending (settled by
 * the server's ack), typing and ending.
 */
export function useConversationSocket(options: ConversationSocketOptions) {
  const { conversationId, channelId, peer } = options;
  const [conversation, setConversation] = useState<ChatConversationView | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [peerTyping, setPeerTyping] = useState(false);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const token = useRef(options.token);
  const lastSeq = useRef(0);
  const socket = useRef<ChatSocket | null>(null);
  const pending = useRef(new Map<string, Pending>());
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const joinedOnce = useRef(false);

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

  const alert = useEffectEvent((next: ChatAlertKey | null) => options.onAlert(next));
  const joined = useEffectEvent((first: readonly ChatMessage[]) => options.onJoined?.(first));
  const renewToken = useEffectEvent(async () => {
    const renewed = await options.renew(token.current).catch(() => null);
    if (renewed === null) {
      alert('invalidToken');
      return;
    }
    token.current = renewed;
    // The socket may have been refused with the old token: join again with the new one.
    socket.current?.reconnect();
  });

  useEffect(() => {
    const lookups = new Set<ReturnType<typeof setTimeout>>();
    const fetchIfStillMissing = (seq: number, messageId: string) => {
      const timer = setTimeout(() => {
        lookups.delete(timer);
        if (lastSeq.current >= seq) return;
        fetchChatMessage(conversationId, messageId, token.current).then(
          (message) => addMessages([message]),
          () => undefined,
        );
      }, MISSING_MESSAGE_GRACE_MS);
      lookups.add(timer);
    };
    const onFrame = (frame: ChatSocketServerFrame) => {
      switch (frame.type) {
        case 'joined':
          setConversation(frame.conversation);
          addMessages(frame.messages);
          if (!joinedOnce.current) {
            joinedOnce.current = true;
            joined(frame.messages);
          }
          return;
        case 'message':
          addMessages([frame.message]);
          settle(frame.message.clientMessageId ?? undefined);
          if (frame.message.senderType === peer) setPeerTyping(false);
          return;
        case 'ack':
          settle(frame.clientMessageId);
          // The message's own frame follows the ack. A resent message is stored once and not
          // broadcast again, and a frame can be lost on a dropping connection: a message still
          // missing a moment later is fetched by its id (should that fail, a rejoin resumes it).
          if (frame.seq > lastSeq.current) fetchIfStillMissing(frame.seq, frame.messageId);
          return;
        case 'status':
          setConversation(frame.conversation);
          return;
        case 'typing':
          if (frame.senderType !== peer) return;
          clearTimeout(typingTimer.current);
          setPeerTyping(frame.typing);
          if (frame.typing) {
            typingTimer.current = setTimeout(() => setPeerTyping(false), TYPING_TIMEOUT_MS);
          }
          return;
        case 'error':
          settle(frame.clientMessageId, frame.message);
          if (frame.code === 'token_invalid') void renewToken();
          return;
        case 'pong':
          return;
      }
    };
    const client = createChatSocket({
      token: () => token.current,
      lastSeq: () => lastSeq.current,
      channelId,
      onFrame,
      onConnection: (state) => {
        setConnection(state);
        alert(state === 'connecting' ? 'connectionLost' : null);
      },
    });
    socket.current = client;
    const refresh = setInterval(() => void renewToken(), TOKEN_REFRESH_MS);
    return () => {
      for (const timer of lookups) clearTimeout(timer);
      clearInterval(refresh);
      clearTimeout(typingTimer.current);
      client.close();
      socket.current = null;
    };
  }, [conversationId, channelId, peer]);

  /** Sends a message; resolves once the server has stored it. */
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

  return {
    conversation,
    messages,
    peerTyping,
    connection,
    token: () => token.current,
    transmit,
    notifyTyping: () => socket.current?.send({ type: 'typing', typing: true }),
    end: () => socket.current?.send({ type: 'end' }),
  };
}
