import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadingFk } from './columns';
import type { ConditionCategory, ConditionStatus } from '@openheloc/domain';
import { applicationDocuments, applications } from './schema-application';
import { applicationSigners } from './schema-signers';

/**
 * Document requests (conditions) on an application: raised by an underwriter or by the workflow,
 * answered by the borrower, cleared by the lender or the workflow.
 */
export const conditions = pgTable(
  'conditions',
  {
    uuid: uuid('uuid').primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    orgCode: text('org_code').notNull(),
    /** The additional signer asked (application_signers.uuid); null when the borrower is. */
    signerUuid: uuid('signer_uuid'),
    category: text('category').$type<ConditionCategory>().notNull(),
    status: text('status').$type<ConditionStatus>().notNull().default('OPEN'),
    commentsToBorrower: text('comments_to_borrower'),
    /** For lender staff only; never sent to the borrower. */
    internalNotes: text('internal_notes'),
    /** Null: the default of one. */
    numDocsRequired: integer('num_docs_required'),
    requestDocuments: text('request_documents')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** An operations user's uuid, or 'WORKFLOW'. */
    raisedBy: text('raised_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    cascadingFk('conditions', t.applicationUuid, applications.uuid),
    cascadingFk('conditions', t.signerUuid, applicationSigners.uuid),
    check(
      'conditions_status_check',
      sql`${t.status} IN ('OPEN', 'SUBMITTED', 'CLEARED', 'CANCELLED')`,
    ),
    check('conditions_num_docs_required_check', sql`${t.numDocsRequired} BETWEEN 1 AND 10`),
    index('conditions_application_uuid_idx').on(t.applicationUuid, t.createdAt),
    index('conditions_status_idx').on(t.status, t.createdAt),
    index('conditions_signer_uuid_idx').on(t.signerUuid),
  ],
);

/** The uploads a borrower sent in answer to a request. */
export const conditionDocuments = pgTable(
  'condition_documents',
  {
    conditionUuid: uuid('condition_uuid').notNull(),
    documentUuid: uuid('document_uuid').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'condition_documents_pkey', columns: [t.conditionUuid, t.documentUuid] }),
    cascadingFk('condition_documents', t.conditionUuid, conditions.uuid),
    cascadingFk('condition_documents', t.documentUuid, applicationDocuments.uuid),
    index('condition_documents_document_uuid_idx').on(t.documentUuid),
  ],
);
