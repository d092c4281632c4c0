import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config/config';
import type { DatabaseHandle } from '../../src/db/client';
import type { JobWorker } from '../../src/jobs';
import { registrationFixture } from '@openheloc/domain/testing/registration';
import { RECHECK_AFTER_MS } from '../../src/modules/auth/live-sessions';
import { createRuntime } from '../../src/runtime';
import { createTestDatabase, type TestDatabase } from '../test-database';

const onPostgres = inject('postgresUrl') !== null;
const REGISTER_LIMIT = 6;

type Instance = { app: FastifyInstance; worker: JobWorker };

async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * deploying.md's setup: two instances, each with its own connection pool and job worker, on one
 * PostgreSQL schema and the same keys.
 */
describe.skipIf(!onPostgres)(
  'two server instances on one PostgreSQL (skipped without TEST_DATABASE_URL: PGlite is one process and cannot host a second instance)',
  () => {
    let database: TestDatabase;
    let secondHandle: DatabaseHandle;
    let a: Instance;
    let b: Instance;

    beforeAll(async () => {
      database = await createTestDatabase();
      if (!database.openSecondHandle)
        throw new Error('PostgreSQL test databases open a second handle');
      secondHandle = await database.openSecondHandle();
      const config = testConfig({ registerRateLimit: REGISTER_LIMIT });
      const first = await createRuntime({ config, database, jobs: { pollMs: 20 } });
      const second = await createRuntime({
        config,
        database: secondHandle,
        secrets: first.deps.secrets,
        jobs: { pollMs: 20 },
      });
      a = { app: await buildApp(first.deps), worker: first.worker };
      b = { app: await buildApp(second.deps), worker: second.worker };
      for (const instance of [a, b]) {
        await instance.app.ready();
        instance.worker.start();
      }
    });
    afterAll(async () => {
      for (const instance of [a, b]) {
        await instance?.worker.stop();
        await instance?.app.close();
      }
      await secondHandle?.close();
      await database?.dispose();
    });

    const register = (instance: Instance, remoteAddress: string) =>
      instance.app.inject({
        method: 'POST',
        url: '/identity/api/v1/registration/register',
        remoteAddress,
        payload: registrationFixture({ email: `${randomUUID()}@example.com` }),
      });

    let addressSuffix = 1;
    const signedIn = async () => {
      const registered = await register(a, `203.0.113.${addressSuffix++}`);
      expect(registered.statusCode, registered.body).toBe(201);
      return { authorization: `Bearer ${registered.json<{ jwt: string }>().jwt}` };
    };
    const identity = '/identity/secure/api/v1/identity';
    const identityStatus = async (instance: Instance, headers: Record<string, string>) =>
      (await instance.app.inject({ url: identity, headers })).statusCode;
    /** Well inside the live-session memory's re-check time: only the notification can do it. */
    const NOTIFIED_WITHIN = { timeout: RECHECK_AFTER_MS / 2, interval: 20 };

    it('serves a session on either instance, and a sign-out on one ends it on both', async () => {
      const headers = await signedIn();
      // Both instances have now seen the session live, and remember it.
      expect(await identityStatus(a, headers)).toBe(200);
      expect(await identityStatus(b, headers)).toBe(200);
      const out = await b.app.inject({
        method: 'POST',
        url: '/identity/secure/api/v1/logout',
        headers,
      });
      expect(out.statusCode).toBe(204);
      expect(await identityStatus(b, headers)).toBe(401);
      await expect.poll(() => identityStatus(a, headers), NOTIFIED_WITHIN).toBe(401);
    });

    it('ends a session revoked in the database by hand on every instance', async () => {
      const headers = await signedIn();
      expect(await identityStatus(a, headers)).toBe(200);
      expect(await identityStatus(b, headers)).toBe(200);
      await database.db.execute(sql`update auth_sessions set revoked_at = now()
        where revoked_at is null and created_at = (select max(created_at) from auth_sessions)`);
      await expect.poll(() => identityStatus(a, headers), NOTIFIED_WITHIN).toBe(401);
      await expect.poll(() => identityStatus(b, headers), NOTIFIED_WITHIN).toBe(401);
    });

    it('runs each job once with both workers polling', async () => {
      const registrations = await Promise.all(
        Array.from({ length: 6 }, (_, n) => register(n % 2 ? a : b, `203.0.113.${10 + n}`)),
      );
      for (const res of registrations) expect(res.statusCode, res.body).toBe(201);
      const deadline = Date.now() + 60_000;
      let pending = 1;
      while (pending > 0 && Date.now() < deadline) {
        await new Promise((done) => setTimeout(done, 100));
        [{ pending } = { pending: 0 }] = await rows<{ pending: number }>(
          database,
          sql`select count(*)::int as pending from jobs where status in ('queued', 'running')`,
        );
      }
      expect(pending).toBe(0);
      const jobs = await rows<{ kind: string; status: string; attempts: number }>(
        database,
        sql`select kind, status, attempts from jobs`,
      );
      expect(jobs.length).toBeGreaterThanOrEqual(registrations.length);
      expect(jobs.filter((job) => job.status !== 'succeeded' || job.attempts !== 1)).toEqual([]);
      // Each vendor call of an application was made once.
      const repeated = await rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from provider_calls
            group by application_uuid, provider, operation having count(*) > 1`,
      );
      expect(repeated).toEqual([]);
    });

    it('shares the registration limit of an address between the instances', async () => {
      const address = '198.51.100.99';
      const statuses: number[] = [];
      for (let n = 0; n < REGISTER_LIMIT + 2; n += 1) {
        statuses.push((await register(n % 2 ? a : b, address)).statusCode);
      }
      expect(statuses).toEqual([...Array.from({ length: REGISTER_LIMIT }, () => 201), 429, 429]);
    });
  },
);
