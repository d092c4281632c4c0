import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * 'Share your thoughts with our CEO': what the borrower wrote, where they were (pathname) and
 * on which application, kept for the operations list.
 */
export const ceoFeedback = pgTable(
  'ceo_feedback',
  {
    uuid: uuid('uuid').primaryKey(),
    orgCode: text('org_code').notNull(),
    identityUuid: uuid('identity_uuid').notNull(),
    applicationUuid: uuid('application_uuid'),
    topic: text('topic', { enum: ['IMPROVE', 'COMPLIMENT'] }).notNull(),
    message: text('message').notNull(),
    marketingConsent: boolean('marketing_consent').notNull(),
    pathname: text('pathname').notNull(),
    productType: text('product_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ceo_feedback_topic_check', sql`${t.topic} IN ('IMPROVE', 'COMPLIMENT')`),
    index('ceo_feedback_org_code_created_at_idx').on(t.orgCode, t.createdAt),
  ],
);
