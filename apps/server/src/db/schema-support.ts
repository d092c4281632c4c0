import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Messages and call-back requests to operations (the Support page's form, the chatbot outside
 * chat hours), each answered once from the console; the answer is e-mailed to the borrower.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    uuid: uuid('uuid').primaryKey(),
    orgCode: text('org_code').notNull(),
    kind: text('kind', { enum: ['MESSAGE', 'CALLBACK'] }).notNull(),
    source: text('source', { enum: ['CONTACT_PAGE', 'CHATBOT'] }).notNull(),
    name: text('name').notNull(),
    emailAddress: text('email_address').notNull(),
    phoneNumber: text('phone_number'),
    message: text('message').notNull(),
    /** The signed-in borrower who wrote, when known. */
    identityUuid: uuid('identity_uuid'),
    applicationUuid: uuid('application_uuid'),
    chatbotConversationUuid: uuid('chatbot_conversation_uuid'),
    pathname: text('pathname').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
  },
  (t) => [
    check('support_requests_kind_check', sql`${t.kind} IN ('MESSAGE', 'CALLBACK')`),
    check('support_requests_source_check', sql`${t.source} IN ('CONTACT_PAGE', 'CHATBOT')`),
    index('support_requests_org_code_created_at_idx').on(t.orgCode, t.createdAt),
  ],
);
