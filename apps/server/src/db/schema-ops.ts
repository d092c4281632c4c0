import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadingFk } from './columns';
import type { OpsRole } from '@openheloc/domain';

/**
 * Operations staff (underwriters, notaries, chat agents, administrators): not borrowers, so not
 * in identities, and not tied to one lender. The e-mail is unique in any letter case.
 */
export const opsUsers = pgTable(
  'ops_users',
  {
    uuid: uuid('uuid').primaryKey(),
    email: text('email').notNull(),
    emailNormalized: text('email_normalized').notNull().unique('ops_users_email_normalized_key'),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().$type<OpsRole[]>().notNull(),
    /** Lenders whose borrowers the user may serve; '*' is every lender. */
    orgCodes: text('org_codes').array().notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Reset by an administrator, or found in the breach list: changed before anything else. */
    passwordExpired: boolean('password_expired').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ops_users_roles_check',
      sql`cardinality(${t.roles}) > 0 AND ${t.roles} <@ ARRAY['UNDERWRITER', 'NOTARY', 'CHAT_AGENT', 'ADMIN']::text[]`,
    ),
    check('ops_users_org_codes_check', sql`cardinality(${t.orgCodes}) > 0`),
  ],
);

/** One row per issued operations token, so that sign-out revokes it before it expires. */
export const opsSessions = pgTable(
  'ops_sessions',
  {
    jti: uuid('jti').primaryKey(),
    opsUserUuid: uuid('ops_user_uuid').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    cascadingFk('ops_sessions', t.opsUserUuid, opsUsers.uuid),
    index('ops_sessions_ops_user_uuid_idx').on(t.opsUserUuid),
  ],
);

/**
 * A lender's own budget of paid third-party calls per day (UTC), set by operations; a lender
 * without a row has the deployment's default (PAID_CALLS_PER_DAY).
 */
export const providerCallBudgets = pgTable(
  'provider_call_budgets',
  {
    orgCode: text('org_code').primaryKey(),
    callsPerDay: integer('calls_per_day').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('provider_call_budgets_calls_per_day_check', sql`${t.callsPerDay} >= 0`)],
);
