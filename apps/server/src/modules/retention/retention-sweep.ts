import { and, eq, inArray, lt, notExists, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  applicationReplayLinks,
  authSessions,
  chatRateEvents,
  devMailboxMessages,
  jobs,
  loginAttempts,
  opsSessions,
  passwordResets,
  providerCalls,
  registrationAttempts,
  telemetryEvents,
  telemetrySessions,
} from '../../db/schema';
import type { RetentionPolicy, RetentionTable } from '../../config/retention-policy';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows deleted per statement: short transactions, so that no request waits on a long delete. */
export const RETENTION_BATCH = 2_000;

export type RetentionCounts = Record<RetentionTable, number>;

/** Deletes `where` rows of `table`, a batch at a time, until none is left; returns how many. */
async function deleteInBatches(
  db: Db,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = db.select({ key }).from(table).where(where).limit(RETENTION_BATCH);
    const rows = await db.delete(table).where(inArray(key, batch)).returning({ key });
    deleted += rows.length;
    if (rows.length < RETENTION_BATCH) return deleted;
  }
}

/**
 * Deletes what the policy no longer keeps, table by table, with the app's clock (the one rows
 * are stamped with). Queued and running jobs, and telemetry sessions an application links to,
 * are kept whatever their age.
 */
export async function sweepRetention(
  db: Db,
  policy: RetentionPolicy,
  now: Date,
): Promise<RetentionCounts> {
  const before = (table: RetentionTable) => new Date(now.getTime() - policy[table] * DAY_MS);
  const counts: RetentionCounts = {
    jobs: await deleteInBatches(
      db,
      jobs,
      jobs.id,
      and(
        inArray(jobs.status, ['succeeded', 'failed', 'dead']),
        lt(jobs.finishedAt, before('jobs')),
      ),
    ),
    provider_calls: await deleteInBatches(
      db,
      providerCalls,
      providerCalls.id,
      lt(providerCalls.startedAt, before('provider_calls')),
    ),
    sessions:
      (await deleteInBatches(
        db,
        authSessions,
        authSessions.jti,
        lt(authSessions.expiresAt, before('sessions')),
      )) +
      (await deleteInBatches(
        db,
        opsSessions,
        opsSessions.jti,
        lt(opsSessions.expiresAt, before('sessions')),
      )),
    login_attempts: await deleteInBatches(
      db,
      loginAttempts,
      loginAttempts.id,
      and(
        eq(loginAttempts.succeeded, false),
        lt(loginAttempts.attemptedAt, before('login_attempts')),
      ),
    ),
    known_addresses: await deleteInBatches(
      db,
      loginAttempts,
      loginAttempts.id,
      and(
        eq(loginAttempts.succeeded, true),
        lt(loginAttempts.attemptedAt, before('known_addresses')),
      ),
    ),
    registration_attempts: await deleteInBatches(
      db,
      registrationAttempts,
      registrationAttempts.id,
      lt(registrationAttempts.attemptedAt, before('registration_attempts')),
    ),
    telemetry:
      (await deleteInBatches(
        db,
        telemetryEvents,
        telemetryEvents.id,
        lt(telemetryEvents.createdAt, before('telemetry')),
      )) +
      (await deleteInBatches(
        db,
        telemetrySessions,
        telemetrySessions.uuid,
        and(
          lt(telemetrySessions.lastSeenAt, before('telemetry')),
          notExists(
            db
              .select({ link: applicationReplayLinks.link })
              .from(applicationReplayLinks)
              .where(eq(applicationReplayLinks.sessionUuid, telemetrySessions.uuid)),
          ),
        ),
      )),
    chat_rate_events: await deleteInBatches(
      db,
      chatRateEvents,
      chatRateEvents.id,
      lt(chatRateEvents.occurredAt, before('chat_rate_events')),
    ),
    mailbox: await deleteInBatches(
      db,
      devMailboxMessages,
      devMailboxMessages.id,
      lt(devMailboxMessages.receivedAt, before('mailbox')),
    ),
    password_resets: await deleteInBatches(
      db,
      passwordResets,
      passwordResets.id,
      lt(passwordResets.expiresAt, before('password_resets')),
    ),
  };
  return counts;
}
