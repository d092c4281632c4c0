import {
  CHAT_ALERT_MESSAGES,
  CHAT_SOCKET_LIFETIME_MS,
  CHAT_SOCKET_PING_INTERVAL_MS,
  zChatSocketClientFrame,
  type ChatSocketServerFrame,
} from '@openheloc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { ChatBus, ChatEvent } from './bus/chat-bus';
import type { ChatParticipantClaims } from './chat-tokens';
import type { LiveChatService } from './live-chat-service';
import { messagesAfter } from './message-store';

/** Three missed pings (the client pings every 10 s) and the socket is taken for dead. */
export const CHAT_SOCKET_IDLE_MS = 3 * CHAT_SOCKET_PING_INTERVAL_MS + 5_000;
const OPEN = 1;

type Session = {
  socket: WebSocket;
  conversationId: string;
  claims: ChatParticipantClaims;
  /** The highest seq this socket has been sent; every delivery continues from it. */
  lastSentSeq: number;
  /** Deliveries to one socket run one after another, so messages keep their order. */
  queue: Promise<void>;
};

/**
 * This instance's chat sockets. Bus events say a conversation changed; each socket is then sent
 * the messages after the last one it was sent, read from the database, so whichever instance
 * wrote a message, and however often an event arrives, each socket gets each message once.
 */
export type SocketHub = ReturnType<typeof createSocketHub>;

export function createSocketHub(deps: {
  db: Db;
  bus: ChatBus;
  liveChat: LiveChatService;
  log: FastifyBaseLogger;
}) {
  const { db, bus, liveChat, log } = deps;
  const sessions = new Map<string, Set<Session>>();

  const send = (session: Session, frame: ChatSocketServerFrame) => {
    if (session.socket.readyState === OPEN) session.socket.send(JSON.stringify(frame));
  };

  const enqueue = (session: Session, work: () => Promise<void>) => {
    session.queue = session.queue.then(work).catch((error: unknown) => {
      log.warn({ err: error, conversationId: session.conversationId }, 'chat delivery failed');
    });
  };

  const catchUp = (session: Session) =>
    enqueue(session, async () => {
      for (const message of await messagesAfter(db, session.conversationId, session.lastSentSeq)) {
        send(session, { type: 'message', message });
        session.lastSentSeq = message.seq;
      }
    });

  const sendStatus = (session: Session) =>
    enqueue(session, async () => {
      const row = await liveChat.find(session.conversationId);
      if (row) send(session, { type: 'status', conversation: liveChat.view(row) });
    });

  const onEvent = (event: ChatEvent) => {
    for (const session of sessions.get(event.conversationId) ?? []) {
      if (event.kind === 'message') catchUp(session);
      else if (event.kind === 'status') sendStatus(session);
      else if (event.senderId !== session.claims.participantId) {
        const { senderType, senderName, typing } = event;
        enqueue(session, async () =>
          send(session, { type: 'typing', senderType, senderName, typing }),
        );
      }
    }
  };
  const unsubscribe = bus.subscribe(onEvent);
  const unsubscribeResync = bus.onResync(() => {
    for (const group of sessions.values()) for (const session of group) catchUp(session);
  });

  function remove(session: Session) {
    const group = sessions.get(session.conversationId);
    group?.delete(session);
    if (group?.size === 0) sessions.delete(session.conversationId);
  }

  /** Serves one socket: join first, then send, typing, end and ping frames. */
  function attach(socket: WebSocket, ipAddress: string): void {
    let session: Session | null = null;
    let joining = false;
    let idle: NodeJS.Timeout | undefined;
    const lifetime = setTimeout(
      () => socket.close(1000, 'Session lifetime reached'),
      CHAT_SOCKET_LIFETIME_MS,
    );
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => socket.close(4408, 'No ping received'), CHAT_SOCKET_IDLE_MS);
    };
    const reply = (frame: ChatSocketServerFrame) => {
      if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
    };
    const fail = (
      error: unknown,
      clientMessageId?: string,
      fallback: string = CHAT_ALERT_MESSAGES.generic,
    ) => {
      if (!(error instanceof AppError)) log.error({ err: error }, 'chat socket frame failed');
      const known = error instanceof AppError;
      reply({
        type: 'error',
        code: known ? error.code : 'internal',
        message: known ? error.message : fallback,
        ...(clientMessageId ? { clientMessageId } : {}),
      });
    };
    touch();

    socket.on('message', (data) => {
      touch();
      const parsed = zChatSocketClientFrame.safeParse(safeJson(String(data)));
      if (!parsed.success)
        return reply({ type: 'error', code: 'invalid_input', message: 'Bad request' });
      const frame = parsed.data;
      if (frame.type === 'ping') return reply({ type: 'pong', channelId: frame.channelId ?? null });
      if (frame.type === 'join') {
        if (session || joining)
          return reply({ type: 'error', code: 'conflict', message: 'Already joined' });
        joining = true;
        void (async () => {
          try {
            const claims = await liveChat.participant(frame.token);
            const row = await liveChat.authorize(claims.conversationId, claims);
            const joined: Session = {
              socket,
              conversationId: row.uuid,
              claims,
              lastSentSeq: frame.lastSeq,
              queue: Promise.resolve(),
            };
            if (socket.readyState !== OPEN) return;
            session = joined;
            const group = sessions.get(row.uuid) ?? new Set<Session>();
            group.add(joined);
            sessions.set(row.uuid, group);
            enqueue(joined, async () => {
              const fresh = (await liveChat.find(row.uuid)) ?? row;
              // A lastSeq beyond the conversation's would hold back every later message: the
              // client is sent the whole conversation instead (a resync; it keeps each seq once).
              if (joined.lastSentSeq > fresh.lastSeq) joined.lastSentSeq = 0;
              const messages = await messagesAfter(db, row.uuid, joined.lastSentSeq);
              send(joined, { type: 'joined', conversation: liveChat.view(fresh), messages });
              joined.lastSentSeq = messages.at(-1)?.seq ?? joined.lastSentSeq;
            });
          } catch (error) {
            fail(error);
          } finally {
            joining = false;
          }
        })();
        return;
      }
      const current = session;
      if (!current)
        return reply({ type: 'error', code: 'conflict', message: 'Join the conversation first' });
      const sender = liveChat.senderOf(current.claims);
      void (async () => {
        try {
          if (frame.type === 'send') {
            const message = await liveChat.send(current.conversationId, sender, frame, ipAddress);
            reply({
              type: 'ack',
              clientMessageId: frame.clientMessageId,
              seq: message.seq,
              messageId: message.id,
            });
          } else if (frame.type === 'typing') {
            await liveChat.typing(current.conversationId, sender, frame.typing);
          } else {
            await liveChat.end(current.conversationId, sender);
          }
        } catch (error) {
          const clientMessageId = frame.type === 'send' ? frame.clientMessageId : undefined;
          fail(
            error,
            clientMessageId,
            frame.type === 'send' ? CHAT_ALERT_MESSAGES.resend : CHAT_ALERT_MESSAGES.generic,
          );
        }
      })();
    });

    socket.on('close', () => {
      clearTimeout(idle);
      clearTimeout(lifetime);
      if (session) remove(session);
    });
  }

  return {
    attach,
    /** Sockets this instance holds, per conversation (for tests and health). */
    count: () => [...sessions.values()].reduce((sum, group) => sum + group.size, 0),
    close: () => {
      unsubscribe();
      unsubscribeResync();
      for (const group of sessions.values())
        for (const session of group) session.socket.close(1001, 'Server shutting down');
      sessions.clear();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
