import type { NotaryRole } from '@openheloc/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, timestampTz } from './columns';
import { applicationFk } from './schema-application';

/**
 * One notary room per application: the manual slot it holds (one application per slot while the
 * notarization is open), the seq of its last event, who completed the notarization and when, and
 * the notarized security instrument it made.
 */
export const notaryRooms = pgTable(
  'notary_rooms',
  {
    applicationUuid: uuid('application_uuid').primaryKey(),
    orgCode: text('org_code').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    scheduledFor: timestampTz('scheduled_for'),
    completedAt: timestampTz('completed_at'),
    completedBy: uuid('completed_by'),
    completedByName: text('completed_by_name'),
    /** What the notary wrote into the acknowledgment: county and commission (NotaryAcknowledgment). */
    acknowledgment: jsonb('acknowledgment').$type<Record<string, unknown>>(),
    /**
     * The notarized security instrument: every owner's signature on their line, the filled
     * acknowledgment and seal, the signing certificates and the notarial certificate page.
     */
    notarizedContent: bytea('notarized_content'),
    notarizedSha256: text('notarized_sha256'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    applicationFk('notary_rooms', t.applicationUuid),
    uniqueIndex('notary_rooms_scheduled_for_idx')
      .on(t.scheduledFor)
      .where(sql`${t.scheduledFor} IS NOT NULL AND ${t.completedAt} IS NULL`),
  ],
);

/** What happened in a room, in seq order: chat lines, relayed signals, presence changes, the end. */
export const notaryRoomEvents = pgTable(
  'notary_room_events',
  {
    applicationUuid: uuid('application_uuid').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').$type<'CHAT' | 'SIGNAL' | 'PRESENCE' | 'COMPLETED'>().notNull(),
    role: text('role').$type<NotaryRole>().notNull(),
    name: text('name').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    applicationFk('notary_room_events', t.applicationUuid),
    primaryKey({ name: 'notary_room_events_pkey', columns: [t.applicationUuid, t.seq] }),
    check(
      'notary_room_events_kind_check',
      sql`${t.kind} IN ('CHAT', 'SIGNAL', 'PRESENCE', 'COMPLETED')`,
    ),
  ],
);

/**
 * The sockets in a room now, on any instance. Each ping refreshes `seenAt`; a row not seen for a
 * while is a socket of an instance that stopped without saying goodbye, and counts as gone.
 */
export const notaryPresence = pgTable(
  'notary_presence',
  {
    socketId: uuid('socket_id').primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    role: text('role').$type<NotaryRole>().notNull(),
    name: text('name').notNull(),
    /** The borrower's or signer's identity, or the notary's operations user (null: joined before it was kept). */
    participantId: text('participant_id'),
    joinedAt: timestampTz('joined_at').notNull(),
    seenAt: timestampTz('seen_at').notNull(),
  },
  (t) => [
    applicationFk('notary_presence', t.applicationUuid),
    index('notary_presence_application_idx').on(t.applicationUuid),
  ],
);
