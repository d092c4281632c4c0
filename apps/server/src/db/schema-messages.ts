import type { MessageChannel, MessageTemplate } from '@openheloc/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

/**
 * Messages to people, written in the transaction of the event that causes them; a
 * `deliver-message` job (same transaction) sends each one. `dedupe_key` names the event, so an
 * event recorded twice sends one message; `sent_at` is set once the transport accepted it.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgCode: text('org_code'),
    channel: text('channel').$type<MessageChannel>().notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').$type<MessageTemplate>().notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    dedupeKey: text('dedupe_key').notNull().unique('outbox_messages_dedupe_key_key'),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** 'smtp' or 'dev-mailbox': where it went. */
    transport: text('transport'),
    sentAt: timestampTz('sent_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('outbox_messages_channel_check', sql`${t.channel} IN ('email', 'sms')`),
    check('outbox_messages_status_check', sql`${t.status} IN ('pending', 'sent', 'failed')`),
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
  ],
);

/** The development sink: what would have gone out by SMTP or SMS, outside production. */
export const devMailboxMessages = pgTable(
  'dev_mailbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: bigint('outbox_id', { mode: 'number' }),
    channel: text('channel').$type<MessageChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string }[]>()
      .notNull()
      .default([]),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_messages_recipient_idx').on(t.recipient, t.receivedAt)],
);
