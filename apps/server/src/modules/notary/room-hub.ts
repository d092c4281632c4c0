import {
  NOTARY_MESSAGES,
  type ApiErrorCode,
  zNotaryClientFrame,
  zNotarySignal,
  type NotaryServerFrame,
} from '@openheloc/domain';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client';
import type { NotaryBus } from './notary-bus';
import {
  appendRoomEvent,
  chatHistory,
  chatMessageOf,
  enterRoom,
  findRoom,
  leaveRoom,
  peersIn,
  presentIn,
  roomEventsAfter,
  touchPresence,
  type RoomEventRow,
} from './room-store';
import { verifyRoomTicket, type RoomParticipant } from './room-tickets';

/** The client pings every 10 s; three missed pings and the socket is taken for dead. */
export const NOTARY_SOCKET_IDLE_MS = 35_000;
const OPEN = 1;

type Session = {
  socketId: string;
  socket: WebSocket;
  participant: RoomParticipant;
  /** The highest seq this socket has been sent; every delivery continues from it. */
  lastSentSeq: number;
  /** Deliveries to one socket run one after another, so events keep their order. */
  queue: Promise<void>;
};

/**
 * This instance's notary-room sockets. A room's events (chat, WebRTC signals, presence, the end)
 * are written to the database with gapless seqs; the bus says a room changed, and each socket is
 * sent what came after the last event it was sent, whichever instance wrote it. A signal goes to
 * the one connection it is addressed to, on the other side of the table; the server relays it and
 * never sees media.
 */
export function createRoomHub(deps: {
  db: Db;
  bus: NotaryBus;
  now: () => Date;
  ticketKey: Uint8Array;
  log: FastifyBaseLogger;
}) {
  const { db, bus, now, ticketKey, log } = deps;
  const rooms = new Map<string, Set<Session>>();

  const send = (socket: WebSocket, frame: NotaryServerFrame) => {
    if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
  };

  const enqueue = (session: Session, work: () => Promise<void>) => {
    session.queue = session.queue.then(work).catch((error: unknown) => {
      log.warn({ err: error, room: session.participant.applicationUuid }, 'notary delivery failed');
    });
  };

  const frameOf = async (
    session: Session,
    row: RoomEventRow,
  ): Promise<NotaryServerFrame | null> => {
    if (row.kind === 'CHAT') return { type: 'chat', message: chatMessageOf(row) };
    if (row.kind === 'COMPLETED')
      return { type: 'completed', completedAt: row.createdAt.toISOString() };
    if (row.kind === 'PRESENCE') {
      return {
        type: 'presence',
        present: await presentIn(db, row.applicationUuid, now()),
        peers: await peersIn(db, row.applicationUuid, now()),
      };
    }
    // A signal goes to the one connection it names, and only across the table.
    if (row.body.to !== session.socketId || row.role === session.participant.role) return null;
    const signal = zNotarySignal.safeParse(row.body.signal);
    return signal.success
      ? { type: 'signal', from: row.role, fromPeer: String(row.body.from), signal: signal.data }
      : null;
  };

  const catchUp = (session: Session) =>
    enqueue(session, async () => {
      const { applicationUuid } = session.participant;
      for (const row of await roomEventsAfter(db, applicationUuid, session.lastSentSeq)) {
        const frame = await frameOf(session, row);
        if (frame) send(session.socket, frame);
        session.lastSentSeq = row.seq;
      }
    });

  const unsubscribe = bus.subscribe((applicationUuid) => {
    for (const session of rooms.get(applicationUuid) ?? []) catchUp(session);
  });
  const unsubscribeResync = bus.onResync(() => {
    for (const group of rooms.values()) for (const session of group) catchUp(session);
  });

  const announce = async (participant: RoomParticipant) => {
    await appendRoomEvent(db, {
      applicationUuid: participant.applicationUuid,
      kind: 'PRESENCE',
      role: participant.role,
      name: participant.name,
      now: now(),
    });
    await bus.publish(participant.applicationUuid);
  };

  async function join(socket: WebSocket, ticket: string): Promise<Session> {
    const participant = await verifyRoomTicket(ticketKey, ticket, now());
    if (!participant)
      throw new RoomError('token_invalid', 'This session link has expired. Please join again');
    const room = await findRoom(db, participant.applicationUuid);
    if (!room || room.orgCode !== participant.orgCode)
      throw new RoomError('not_found', 'Not found');
    if (room.completedAt) throw new RoomError('conflict', NOTARY_MESSAGES.roomClosed);
    const session: Session = {
      socketId: randomUUID(),
      socket,
      participant,
      lastSentSeq: room.lastSeq,
      queue: Promise.resolve(),
    };
    await enterRoom(db, { ...participant, socketId: session.socketId, now: now() });
    const group = rooms.get(participant.applicationUuid) ?? new Set<Session>();
    group.add(session);
    rooms.set(participant.applicationUuid, group);
    enqueue(session, async () => {
      send(socket, {
        type: 'joined',
        role: participant.role,
        self: session.socketId,
        present: await presentIn(db, participant.applicationUuid, now()),
        peers: await peersIn(db, participant.applicationUuid, now()),
        messages: await chatHistory(db, participant.applicationUuid),
      });
    });
    await announce(participant);
    return session;
  }

  /** Serves one socket: join first, then chat, signal and ping frames. */
  function attach(socket: WebSocket): void {
    let session: Session | null = null;
    let joining = false;
    let idle: NodeJS.Timeout | undefined;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => socket.close(4408, 'No ping received'), NOTARY_SOCKET_IDLE_MS);
    };
    const fail = (error: unknown) => {
      if (!(error instanceof RoomError)) log.error({ err: error }, 'notary socket frame failed');
      if (error instanceof RoomError)
        send(socket, { type: 'error', code: error.code, message: error.message });
      else
        send(socket, { type: 'error', code: 'internal', message: 'Something unexpected happened' });
    };
    touch();

    socket.on('message', (data) => {
      touch();
      const parsed = zNotaryClientFrame.safeParse(safeJson(String(data)));
      if (!parsed.success)
        return send(socket, { type: 'error', code: 'invalid_input', message: 'Bad request' });
      const frame = parsed.data;
      if (frame.type === 'ping') {
        if (session) {
          void touchPresence(db, session.socketId, now()).catch((error: unknown) =>
            log.warn({ err: error }, 'notary presence not refreshed'),
          );
        }
        return send(socket, { type: 'pong' });
      }
      if (frame.type === 'join') {
        if (session || joining)
          return send(socket, { type: 'error', code: 'conflict', message: 'Already joined' });
        joining = true;
        void join(socket, frame.ticket)
          .then((joined) => {
            session = joined;
            // Closed while joining: leave at once.
            if (socket.readyState !== OPEN) void leave(joined);
          })
          .catch(fail)
          .finally(() => {
            joining = false;
          });
        return;
      }
      const current = session;
      if (!current)
        return send(socket, { type: 'error', code: 'conflict', message: 'Join the session first' });
      const { participant } = current;
      void appendRoomEvent(db, {
        applicationUuid: participant.applicationUuid,
        kind: frame.type === 'chat' ? 'CHAT' : 'SIGNAL',
        role: participant.role,
        name: participant.name,
        body:
          frame.type === 'chat'
            ? { text: frame.text }
            : { signal: frame.signal, to: frame.to, from: current.socketId },
        now: now(),
      })
        .then(() => bus.publish(participant.applicationUuid))
        .catch(fail);
    });

    socket.on('close', () => {
      clearTimeout(idle);
      if (session) void leave(session);
    });
  }

  async function leave(session: Session): Promise<void> {
    const { applicationUuid } = session.participant;
    const group = rooms.get(applicationUuid);
    group?.delete(session);
    if (group?.size === 0) rooms.delete(applicationUuid);
    try {
      await leaveRoom(db, session.socketId);
      await announce(session.participant);
    } catch (error) {
      log.warn({ err: error, room: applicationUuid }, 'notary leave failed');
    }
  }

  return {
    attach,
    count: () => [...rooms.values()].reduce((sum, group) => sum + group.size, 0),
    close: () => {
      unsubscribe();
      unsubscribeResync();
      for (const group of rooms.values())
        for (const session of group) session.socket.close(1001, 'Server shutting down');
      rooms.clear();
    },
  };
}

/** A refusal the participant is told as it is. */
/** A refusal the participant is told about, with the API's code for it. */
class RoomError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
