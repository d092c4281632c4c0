import { randomUUID } from 'node:crypto';
import { registrationFixture } from '@openheloc/domain/testing/registration';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import {
  applicationReplayLinks,
  authSessions,
  chatRateEvents,
  devMailboxMessages,
  jobs,
  loginAttempts,
  passwordResets,
  providerCalls,
  registrationAttempts,
  telemetryEvents,
  telemetrySessions,
} from '../../db/schema';
import { makeDue } from '../../jobs/test-support';
import { DEFAULT_RETENTION_DAYS, retentionPolicyOf } from '../../config/retention-policy';
import { RETENTION_JOB, scheduleRetention } from './retention-job';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

describe('retention', () => {
  let ctx: TestContext;
  let borrower: { identityUuid: string; applicationUuid: string };

  beforeAll(async () => {
    ctx = await createTestApp({ now: () => now });
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: registrationFixture({ email: 'retention.borrower@example.com' }),
    });
    expect(registered.statusCode).toBe(201);
    borrower = registered.json();
    await ctx.drainJobs();
  });
  afterAll(() => ctx.close());

  it('reads RETENTION_DAYS over the defaults and refuses what it does not know', () => {
    expect(retentionPolicyOf(undefined)).toEqual(DEFAULT_RETENTION_DAYS);
    expect(retentionPolicyOf(' jobs=14 , telemetry=30')).toMatchObject({
      jobs: 14,
      telemetry: 30,
      provider_calls: DEFAULT_RETENTION_DAYS.provider_calls,
    });
    expect(() => retentionPolicyOf('job=14')).toThrow(/RETENTION_DAYS names "job"/);
    expect(() => retentionPolicyOf('jobs=0')).toThrow(/jobs must be a whole number/);
    expect(() => retentionPolicyOf('jobs=two')).toThrow(/jobs must be a whole number/);
  });

  it('deletes, table by table, what the policy no longer keeps, and nothing else', async () => {
    const { db } = ctx.database;
    const mark = randomUUID();
    const [oldDone, oldQueued, recentDone] = await db
      .insert(jobs)
      .values([
        {
          kind: `t.${mark}`,
          payload: {},
          maxAttempts: 1,
          status: 'succeeded',
          finishedAt: daysAgo(31),
        },
        { kind: `t.${mark}`, payload: {}, maxAttempts: 1, status: 'queued', runAt: daysAgo(40) },
        { kind: `t.${mark}`, payload: {}, maxAttempts: 1, status: 'dead', finishedAt: daysAgo(29) },
      ])
      .returning({ id: jobs.id });
    const call = (startedAt: Date) => ({
      applicationUuid: borrower.applicationUuid,
      provider: 'credit',
      operation: `softPull.${mark}`,
      sandbox: true,
      request: {},
      startedAt,
    });
    await db.insert(providerCalls).values([call(daysAgo(761)), call(daysAgo(700))]);
    const expiredLongAgo = randomUUID();
    const expiredLately = randomUUID();
    await db.insert(authSessions).values([
      {
        jti: expiredLongAgo,
        identityUuid: borrower.identityUuid,
        orgCode: 'OPENHELOC',
        expiresAt: daysAgo(8),
      },
      {
        jti: expiredLately,
        identityUuid: borrower.identityUuid,
        orgCode: 'OPENHELOC',
        expiresAt: daysAgo(6),
      },
    ]);
    const attempt = (ipAddress: string, succeeded: boolean, attemptedAt: Date) => ({
      orgCode: 'OPENHELOC',
      emailNormalized: `${mark}@example.com`,
      ipAddress,
      succeeded,
      attemptedAt,
    });
    await db
      .insert(loginAttempts)
      .values([
        attempt('10.0.0.1', false, daysAgo(31)),
        attempt('10.0.0.2', false, daysAgo(29)),
        attempt('10.0.0.3', true, daysAgo(300)),
        attempt('10.0.0.4', true, daysAgo(401)),
      ]);
    await db.insert(registrationAttempts).values([
      { ipAddress: `old-${mark}`, attemptedAt: daysAgo(2) },
      { ipAddress: `new-${mark}`, attemptedAt: now },
    ]);
    const session = (uuid: string, lastSeenAt: Date) => ({
      uuid,
      trackerUuid: randomUUID(),
      epoch: 1,
      orgCode: 'OPENHELOC',
      context: 'test',
      platform: 'web',
      libVersion: '1',
      appVersion: '1',
      referrer: '',
      queryParams: {},
      screen: { width: 1, height: 1 },
      window: { width: 1, height: 1 },
      createdAt: lastSeenAt,
      lastSeenAt,
    });
    const [stale, linked, fresh] = [randomUUID(), randomUUID(), randomUUID()];
    await db
      .insert(telemetrySessions)
      .values([session(stale, daysAgo(91)), session(linked, daysAgo(200)), session(fresh, now)]);
    await db.insert(applicationReplayLinks).values({
      applicationUuid: borrower.applicationUuid,
      sessionUuid: linked,
      link: 'https://replay.example/1',
    });
    const event = (sessionUuid: string, createdAt: Date) => ({
      sessionUuid,
      orgCode: 'OPENHELOC',
      context: 'test',
      event: 'view',
      eventType: 'page',
      domain: 'example',
      pagePath: '/',
      queryParams: {},
      productType: 'heloc',
      createdAt,
    });
    await db
      .insert(telemetryEvents)
      .values([event(fresh, daysAgo(95)), event(fresh, daysAgo(10)), event(stale, daysAgo(91))]);
    await db.insert(chatRateEvents).values([
      { scope: `start:${mark}`, occurredAt: daysAgo(2) },
      { scope: `start:${mark}`, occurredAt: now },
    ]);
    const mail = (receivedAt: Date) => ({
      channel: 'email' as const,
      recipient: `${mark}@example.com`,
      subject: 'Hello',
      text: 'Hello',
      receivedAt,
    });
    await db.insert(devMailboxMessages).values([mail(daysAgo(31)), mail(daysAgo(1))]);
    const reset = (expiresAt: Date) => ({
      orgCode: 'OPENHELOC',
      emailNormalized: `${mark}@example.com`,
      ipAddress: '10.0.0.9',
      requestedAt: expiresAt,
      expiresAt,
    });
    await db.insert(passwordResets).values([reset(daysAgo(31)), reset(daysAgo(3))]);

    // The sweep as the job system runs it: queued for this hour, due, run by the worker.
    await scheduleRetention({ queue: ctx.deps.jobQueue, now: () => now });
    const [queued] = await db.select().from(jobs).where(eq(jobs.kind, RETENTION_JOB));
    expect(queued?.status).toBe('queued');
    await makeDue(db, queued!.id);
    await ctx.drainJobs();

    const remainingJobs = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(inArray(jobs.id, [oldDone!.id, oldQueued!.id, recentDone!.id]));
    expect(remainingJobs.map((j) => j.id).sort()).toEqual([oldQueued!.id, recentDone!.id].sort());
    const calls = await db
      .select({ startedAt: providerCalls.startedAt })
      .from(providerCalls)
      .where(eq(providerCalls.operation, `softPull.${mark}`));
    expect(calls.map((c) => c.startedAt)).toEqual([daysAgo(700)]);
    const sessions = await db
      .select({ jti: authSessions.jti })
      .from(authSessions)
      .where(inArray(authSessions.jti, [expiredLongAgo, expiredLately]));
    expect(sessions).toEqual([{ jti: expiredLately }]);
    const attempts = await db
      .select({ ip: loginAttempts.ipAddress })
      .from(loginAttempts)
      .where(eq(loginAttempts.emailNormalized, `${mark}@example.com`));
    expect(attempts.map((a) => a.ip).sort()).toEqual(['10.0.0.2', '10.0.0.3']);
    const registrations = await db
      .select({ ip: registrationAttempts.ipAddress })
      .from(registrationAttempts)
      .where(like(registrationAttempts.ipAddress, `%${mark}`));
    expect(registrations).toEqual([{ ip: `new-${mark}` }]);
    const keptSessions = await db
      .select({ uuid: telemetrySessions.uuid })
      .from(telemetrySessions)
      .where(inArray(telemetrySessions.uuid, [stale, linked, fresh]));
    expect(keptSessions.map((s) => s.uuid).sort()).toEqual([linked, fresh].sort());
    const keptEvents = await db
      .select({ createdAt: telemetryEvents.createdAt })
      .from(telemetryEvents)
      .where(inArray(telemetryEvents.sessionUuid, [stale, fresh]));
    expect(keptEvents).toEqual([{ createdAt: daysAgo(10) }]);
    const rates = await db
      .select({ at: chatRateEvents.occurredAt })
      .from(chatRateEvents)
      .where(eq(chatRateEvents.scope, `start:${mark}`));
    expect(rates).toEqual([{ at: now }]);
    const mailbox = await db
      .select({ at: devMailboxMessages.receivedAt })
      .from(devMailboxMessages)
      .where(eq(devMailboxMessages.recipient, `${mark}@example.com`));
    expect(mailbox).toEqual([{ at: daysAgo(1) }]);
    const resets = await db
      .select({ at: passwordResets.expiresAt })
      .from(passwordResets)
      .where(eq(passwordResets.emailNormalized, `${mark}@example.com`));
    expect(resets).toEqual([{ at: daysAgo(3) }]);

    // The run queued the next hour's sweep, once, however many instances ask.
    const retention = await db
      .select({ status: jobs.status, dedupeKey: jobs.dedupeKey })
      .from(jobs)
      .where(and(eq(jobs.kind, RETENTION_JOB), eq(jobs.status, 'queued')));
    expect(retention).toHaveLength(1);
    await scheduleRetention({ queue: ctx.deps.jobQueue, now: () => now });
    expect(await db.select().from(jobs).where(eq(jobs.kind, RETENTION_JOB))).toHaveLength(2);
  });
});
