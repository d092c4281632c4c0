import type {
  ChatConversationStatus,
  ChatProviderMode,
  ChatSenderType,
  ChatSkill,
  ChatbotDownvoteReason,
  OperatingHoursDepartment,
} from '@openheloc/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bytea, cascadingFk, createdAt } from './columns';

/** A row of a conversation's, removed with it. */
const conversationFkey = (table: string, column: AnyPgColumn) =>
  cascadingFk(table, column, chatConversations.uuid);

/** A department's week per organisation; a day without a row keeps the product's default. */
export const operatingHours = pgTable(
  'operating_hours',
  {
    orgCode: text('org_code').notNull(),
    department: text('department').$type<OperatingHoursDepartment>().notNull(),
    weekdayValue: smallint('weekday_value').notNull(),
    isOpen: boolean('is_open').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'operating_hours_pkey',
      columns: [t.orgCode, t.department, t.weekdayValue],
    }),
    check('operating_hours_weekday_value_check', sql`${t.weekdayValue} BETWEEN 1 AND 7`),
  ],
);

export const chatConversations = pgTable(
  'chat_conversations',
  {
    uuid: uuid('uuid').primaryKey(),
    orgCode: text('org_code').notNull(),
    skill: text('skill').$type<ChatSkill>().notNull(),
    mode: text('mode').$type<ChatProviderMode>().notNull(),
    status: text('status').$type<ChatConversationStatus>().notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** Set only when a live nonce proved who the customer is. */
    identityUuid: uuid('identity_uuid'),
    applicationUuid: uuid('application_uuid'),
    loanNumber: text('loan_number'),
    pageUrl: text('page_url'),
    agentUuid: text('agent_uuid'),
    agentName: text('agent_name'),
    /** The seq of the newest message; the next one gets last_seq + 1. */
    lastSeq: integer('last_seq').notNull().default(0),
    /** Identifies the chat to the satisfaction survey. */
    contactId: uuid('contact_id').notNull().unique('chat_conversations_contact_id_key'),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_conversations_queue_idx').on(t.status, t.skill, t.createdAt),
    check('chat_conversations_status_check', sql`${t.status} IN ('WAITING', 'ACTIVE', 'ENDED')`),
  ],
);

export const chatParticipants = pgTable(
  'chat_participants',
  {
    conversationUuid: uuid('conversation_uuid').notNull(),
    participantId: text('participant_id').notNull(),
    kind: text('kind').$type<'customer' | 'agent'>().notNull(),
    name: text('name').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'chat_participants_pkey',
      columns: [t.conversationUuid, t.participantId],
    }),
    conversationFkey('chat_participants', t.conversationUuid),
    check('chat_participants_kind_check', sql`${t.kind} IN ('customer', 'agent')`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    uuid: uuid('uuid').primaryKey(),
    conversationUuid: uuid('conversation_uuid').notNull(),
    seq: integer('seq').notNull(),
    senderType: text('sender_type').$type<ChatSenderType>().notNull(),
    senderId: text('sender_id').notNull(),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    clientMessageId: text('client_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('chat_messages_seq_key').on(t.conversationUuid, t.seq),
    unique('chat_messages_client_id_key').on(t.conversationUuid, t.senderId, t.clientMessageId),
    conversationFkey('chat_messages', t.conversationUuid),
  ],
);

export const chatAttachments = pgTable(
  'chat_attachments',
  {
    uuid: uuid('uuid').primaryKey(),
    conversationUuid: uuid('conversation_uuid').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    /** Null until the message that carries it is sent. */
    messageUuid: uuid('message_uuid'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_attachments_message_idx').on(t.messageUuid),
    conversationFkey('chat_attachments', t.conversationUuid),
    cascadingFk('chat_attachments', t.messageUuid, chatMessages.uuid),
    check('chat_attachments_size_bytes_check', sql`${t.sizeBytes} >= 0`),
  ],
);

/** Short-lived proofs that a chat comes from a signed-in borrower; only their hash is kept. */
export const chatNonces = pgTable(
  'chat_nonces',
  {
    nonceHash: text('nonce_hash').primaryKey(),
    orgCode: text('org_code').notNull(),
    identityUuid: uuid('identity_uuid').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_nonces_expiry_idx').on(t.expiresAt)],
);

export const chatSurveys = pgTable(
  'chat_surveys',
  {
    contactId: uuid('contact_id').primaryKey(),
    conversationUuid: uuid('conversation_uuid').notNull(),
    satisfaction: smallint('satisfaction').notNull(),
    resolved: boolean('resolved').notNull(),
    comments: text('comments').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    conversationFkey('chat_surveys', t.conversationUuid),
    check('chat_surveys_satisfaction_check', sql`${t.satisfaction} BETWEEN 1 AND 5`),
  ],
);

export const chatbotConversations = pgTable('chatbot_conversations', {
  uuid: uuid('uuid').primaryKey(),
  orgCode: text('org_code').notNull(),
  /** The signed-in borrower, when the question came with their token or nonce. */
  identityUuid: uuid('identity_uuid'),
  applicationUuid: uuid('application_uuid'),
  createdAt: createdAt(),
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatbotQuestions = pgTable(
  'chatbot_questions',
  {
    uuid: uuid('uuid').primaryKey(),
    conversationUuid: uuid('conversation_uuid').notNull(),
    question: text('question').notNull(),
    response: text('response').notNull(),
    /** The knowledge entry (or application topic) that answered; null when the bot did not know. */
    answeredBy: text('answered_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chatbot_questions_conversation_idx').on(t.conversationUuid, t.createdAt),
    cascadingFk('chatbot_questions', t.conversationUuid, chatbotConversations.uuid),
  ],
);

export const chatbotFeedback = pgTable(
  'chatbot_feedback',
  {
    questionUuid: uuid('question_uuid').primaryKey(),
    conversationUuid: uuid('conversation_uuid').notNull(),
    rating: smallint('rating').notNull(),
    reason: text('reason').$type<ChatbotDownvoteReason>(),
    feedbackMessage: text('feedback_message').notNull(),
    responseToCustomer: text('response_to_customer').notNull(),
    senderEmail: text('sender_email'),
    senderType: text('sender_type'),
    createdAt: createdAt(),
  },
  (t) => [
    cascadingFk('chatbot_feedback', t.questionUuid, chatbotQuestions.uuid),
    check('chatbot_feedback_rating_check', sql`${t.rating} IN (0, 1)`),
  ],
);

/**
 * One row per chat started and per customer message, by address or conversation (`scope`), so
 * that the chat budgets hold across instances; the retention job removes old rows.
 */
export const chatRateEvents = pgTable(
  'chat_rate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'start:<address>', 'message:<address>' or 'conversation:<uuid>'. */
    scope: text('scope').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_rate_events_scope_idx').on(t.scope, t.occurredAt)],
);
