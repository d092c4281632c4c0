import type { NotificationCta } from '@openheloc/domain';
import { foreignKey, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identities } from './schema-identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The borrower's notifications menu: one row per workflow event that concerns them, written in
 * the event's transaction; `dedupe_key` names the event, so it notifies once.
 */
export const notifications = pgTable(
  'notifications',
  {
    uuid: uuid('uuid').primaryKey(),
    orgCode: text('org_code').notNull(),
    identityUuid: uuid('identity_uuid').notNull(),
    applicationUuid: uuid('application_uuid'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    ctas: jsonb('ctas').$type<NotificationCta[]>().notNull().default([]),
    dedupeKey: text('dedupe_key').notNull().unique('notifications_dedupe_key_key'),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    foreignKey({
      name: 'notifications_identity_uuid_fkey',
      columns: [t.identityUuid],
      foreignColumns: [identities.uuid],
    }).onDelete('cascade'),
    index('notifications_identity_idx').on(t.identityUuid, t.createdAt),
  ],
);
