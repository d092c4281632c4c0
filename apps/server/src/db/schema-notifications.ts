import type { NotificationCta } from '@openheloc/domain';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cascadingFk, timestampTz } from './columns';
import { identities } from './schema-identity';

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
    createdAt: timestampTz('created_at').notNull(),
    readAt: timestampTz('read_at'),
  },
  (t) => [
    cascadingFk('notifications', t.identityUuid, identities.uuid),
    index('notifications_identity_idx').on(t.identityUuid, t.createdAt),
  ],
);
