/**
 * The database's tables: the source of truth. `npm run db:generate` writes the migration that
 * brings the database to them (docs/decisions/0007).
 */
export * from './schema-identity';
export * from './schema-application';
export * from './schema-ops';
export * from './schema-chat';
export * from './schema-conditions';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadingFk, timestampTz } from './columns';
import { applications } from './schema-application';

export const featureFlagOverrides = pgTable(
  'feature_flag_overrides',
  {
    orgCode: text('org_code').notNull(),
    flagKey: text('flag_key').notNull(),
    enabled: boolean('enabled').notNull(),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    primaryKey({ name: 'feature_flag_overrides_pkey', columns: [t.orgCode, t.flagKey] }),
    check('feature_flag_overrides_variables_object', sql`jsonb_typeof(${t.variables}) = 'object'`),
  ],
);

export const telemetrySessions = pgTable('telemetry_sessions', {
  uuid: uuid('uuid').primaryKey(),
  trackerUuid: uuid('tracker_uuid').notNull(),
  epoch: bigint('epoch', { mode: 'number' }).notNull(),
  orgCode: text('org_code').notNull(),
  context: text('context').notNull(),
  platform: text('platform').notNull(),
  libVersion: text('lib_version').notNull(),
  appVersion: text('app_version').notNull(),
  referrer: text('referrer').notNull(),
  queryParams: jsonb('query_params').$type<Record<string, string | string[]>>().notNull(),
  screen: jsonb('screen').$type<{ width: number; height: number }>().notNull(),
  window: jsonb('window').$type<{ width: number; height: number }>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionUuid: uuid('session_uuid').notNull(),
    orgCode: text('org_code').notNull(),
    context: text('context').notNull(),
    event: text('event').notNull(),
    eventType: text('event_type').notNull(),
    domain: text('domain').notNull(),
    pagePath: text('page_path').notNull(),
    queryParams: jsonb('query_params').$type<Record<string, string | string[]>>().notNull(),
    identityId: uuid('identity_id'),
    applicationUuid: uuid('application_uuid'),
    productType: text('product_type').notNull(),
    eventProperties: jsonb('event_properties').$type<Record<string, unknown>>(),
    dedupeKey: text('dedupe_key').unique('telemetry_events_dedupe_key_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    cascadingFk('telemetry_events', t.sessionUuid, telemetrySessions.uuid),
    index('telemetry_events_session_uuid_idx').on(t.sessionUuid),
    index('telemetry_events_org_code_created_at_idx').on(t.orgCode, t.createdAt),
  ],
);

/**
 * Session replays linked to an application (PUT .../full-story-link): one row per session and
 * application, so a repeated link changes nothing and the history stays de-duplicated.
 */
export const applicationReplayLinks = pgTable(
  'application_replay_links',
  {
    applicationUuid: uuid('application_uuid').notNull(),
    sessionUuid: uuid('session_uuid').notNull(),
    link: text('link').notNull(),
    linkedAt: timestampTz('linked_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'application_replay_links_pkey',
      columns: [t.applicationUuid, t.sessionUuid],
    }),
    cascadingFk('application_replay_links', t.applicationUuid, applications.uuid),
    cascadingFk('application_replay_links', t.sessionUuid, telemetrySessions.uuid),
    index('application_replay_links_session_uuid_idx').on(t.sessionUuid),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed', 'dead'] })
      .notNull()
      .default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    dedupeKey: text('dedupe_key').unique('jobs_dedupe_key_key'),
    applicationUuid: uuid('application_uuid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'jobs_status_check',
      sql`${t.status} IN ('queued', 'running', 'succeeded', 'failed', 'dead')`,
    ),
    check('jobs_attempts_check', sql`${t.attempts} >= 0`),
    check('jobs_max_attempts_check', sql`${t.maxAttempts} >= 1`),
    index('jobs_status_run_at_idx').on(t.status, t.runAt, t.id),
    index('jobs_application_uuid_idx').on(t.applicationUuid),
  ],
);

export const providerCalls = pgTable(
  'provider_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationUuid: uuid('application_uuid').notNull(),
    /** The lender whose budget the call spends (null on rows from before budgets). */
    orgCode: text('org_code'),
    provider: text('provider').notNull(),
    operation: text('operation').notNull(),
    sandbox: boolean('sandbox').notNull(),
    request: jsonb('request').$type<unknown>().notNull(),
    response: jsonb('response').$type<unknown>(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
  },
  (t) => [
    check(
      'provider_calls_outcome_check',
      sql`(${t.finishedAt} IS NULL AND ${t.durationMs} IS NULL AND ${t.response} IS NULL AND ${t.error} IS NULL) OR (${t.finishedAt} IS NOT NULL AND ${t.durationMs} >= 0 AND (${t.response} IS NULL) <> (${t.error} IS NULL))`,
    ),
    index('provider_calls_application_uuid_started_at_idx').on(t.applicationUuid, t.startedAt),
    index('provider_calls_org_code_started_at_idx').on(t.orgCode, t.startedAt),
  ],
);
export * from './schema-feedback';
export * from './schema-notary';
export * from './schema-signing';
export * from './schema-messages';
export * from './schema-signers';
export * from './schema-rescission';

/**
 * The sandbox funding provider's record of the transfers it made, by idempotency key: a vendor
 * keeps these on its side, so a restarted process still answers a repeated key with the same
 * transfer.
 */
export const sandboxFundingTransfers = pgTable('sandbox_funding_transfers', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  transfer: jsonb('transfer').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export * from './schema-password-resets';
export * from './schema-notifications';
export * from './schema-support';
export * from './schema-second-factors';
