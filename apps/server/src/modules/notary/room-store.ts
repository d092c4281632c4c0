import type {
  NotaryChatMessage,
  NotaryParticipant,
  NotaryPeer,
  NotaryRole,
} from '@openheloc/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationSigners, notaryPresence, notaryRoomEvents, notaryRooms } from '../../db/schema';
import type { DbExecutor } from '../../jobs';

export type RoomEventKind = (typeof notaryRoomEvents.$inferSelect)['kind'];
export type RoomEventRow = typeof notaryRoomEvents.$inferSelect;
export type RoomRow = typeof notaryRooms.$inferSelect;

/** The application's room, created on first use. */
export async function openRoom(
  db: DbExecutor,
  application: { uuid: string; orgCode: string },
  now: Date,
): Promise<RoomRow> {
  await db
    .insert(notaryRooms)
    .values({ applicationUuid: application.uuid, orgCode: application.orgCode, createdAt: now })
    .onConflictDoNothing();
  const [room] = await db
    .select()
    .from(notaryRooms)
    .where(eq(notaryRooms.applicationUuid, application.uuid));
  if (!room) throw new Error('Notary room vanished');
  return room;
}

export async function findRoom(db: DbExecutor, applicationUuid: string): Promise<RoomRow | null> {
  const [room] = await db
    .select()
    .from(notaryRooms)
    .where(eq(notaryRooms.applicationUuid, applicationUuid));
  return room ?? null;
}

/**
 * Appends an event with the room's next seq, taken from an update of the room row, so seqs have
 * no gaps and concurrent writers queue on the row.
 */
export async function appendRoomEvent(
  db: DbExecutor,
  event: {
    applicationUuid: string;
    kind: RoomEventKind;
    role: NotaryRole;
    name: string;
    body?: Record<string, unknown>;
    now: Date;
  },
): Promise<RoomEventRow> {
  return db.transaction(async (tx) => {
    const [room] = await tx
      .update(notaryRooms)
      .set({ lastSeq: sql`${notaryRooms.lastSeq} + 1` })
      .where(eq(notaryRooms.applicationUuid, event.applicationUuid))
      .returning({ seq: notaryRooms.lastSeq });
    if (!room) throw new Error('Notary room missing');
    const [row] = await tx
      .insert(notaryRoomEvents)
      .values({
        applicationUuid: event.applicationUuid,
        seq: room.seq,
        kind: event.kind,
        role: event.role,
        name: event.name,
        body: event.body ?? {},
        createdAt: event.now,
      })
      .returning();
    if (!row) throw new Error('Notary event not written');
    return row;
  });
}

export function roomEventsAfter(
  db: Db,
  applicationUuid: string,
  seq: number,
): Promise<RoomEventRow[]> {
  return db
    .select()
    .from(notaryRoomEvents)
    .where(
      and(eq(notaryRoomEvents.applicationUuid, applicationUuid), gt(notaryRoomEvents.seq, seq)),
    )
    .orderBy(asc(notaryRoomEvents.seq));
}

export async function chatHistory(db: Db, applicationUuid: string): Promise<NotaryChatMessage[]> {
  const rows = await db
    .select()
    .from(notaryRoomEvents)
    .where(
      and(eq(notaryRoomEvents.applicationUuid, applicationUuid), eq(notaryRoomEvents.kind, 'CHAT')),
    )
    .orderBy(asc(notaryRoomEvents.seq));
  return rows.map(chatMessageOf);
}

export function chatMessageOf(row: RoomEventRow): NotaryChatMessage {
  return {
    seq: row.seq,
    role: row.role,
    name: row.name,
    text: String(row.body.text ?? ''),
    sentAt: row.createdAt.toISOString(),
  };
}

/**
 * A socket pings every 10 s and is closed after 35 s of silence; a presence row unseen for longer
 * belongs to an instance that stopped without cleaning up.
 */
export const PRESENCE_STALE_MS = 45_000;

/** Presence rows still alive at `now`. */
export function livePresence(now: Date) {
  return gt(notaryPresence.seenAt, new Date(now.getTime() - PRESENCE_STALE_MS));
}

/** Whether the participant has a live socket in the application's room at `now`. */
export async function isInRoom(
  db: DbExecutor,
  applicationUuid: string,
  participantId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ socketId: notaryPresence.socketId })
    .from(notaryPresence)
    .where(
      and(
        eq(notaryPresence.applicationUuid, applicationUuid),
        eq(notaryPresence.participantId, participantId),
        livePresence(now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Who is in the room now, once per person, borrower side first; an additional signer (on the
 * borrower's side of the room) with their role on the application.
 */
export async function presentIn(
  db: DbExecutor,
  applicationUuid: string,
  now: Date,
): Promise<NotaryParticipant[]> {
  return db
    .selectDistinct({
      role: notaryPresence.role,
      name: notaryPresence.name,
      signerRole: applicationSigners.role,
    })
    .from(notaryPresence)
    .leftJoin(
      applicationSigners,
      and(
        eq(applicationSigners.applicationUuid, notaryPresence.applicationUuid),
        eq(sql`${applicationSigners.identityUuid}::text`, notaryPresence.participantId),
      ),
    )
    .where(and(eq(notaryPresence.applicationUuid, applicationUuid), livePresence(now)))
    .orderBy(asc(notaryPresence.role), asc(notaryPresence.name));
}

/** The room's open connections, oldest first: each one is a video link of its own. */
export function peersIn(db: DbExecutor, applicationUuid: string, now: Date): Promise<NotaryPeer[]> {
  return db
    .select({
      peerId: notaryPresence.socketId,
      role: notaryPresence.role,
      name: notaryPresence.name,
    })
    .from(notaryPresence)
    .where(and(eq(notaryPresence.applicationUuid, applicationUuid), livePresence(now)))
    .orderBy(asc(notaryPresence.joinedAt), asc(notaryPresence.socketId));
}

export async function enterRoom(
  db: Db,
  presence: {
    socketId: string;
    applicationUuid: string;
    role: NotaryRole;
    name: string;
    participantId: string;
    now: Date;
  },
): Promise<void> {
  await db.insert(notaryPresence).values({
    socketId: presence.socketId,
    applicationUuid: presence.applicationUuid,
    role: presence.role,
    name: presence.name,
    participantId: presence.participantId,
    joinedAt: presence.now,
    seenAt: presence.now,
  });
}

/** The socket is still there (its ping came). */
export async function touchPresence(db: Db, socketId: string, now: Date): Promise<void> {
  await db.update(notaryPresence).set({ seenAt: now }).where(eq(notaryPresence.socketId, socketId));
}

export async function leaveRoom(db: Db, socketId: string): Promise<void> {
  await db.delete(notaryPresence).where(eq(notaryPresence.socketId, socketId));
}
