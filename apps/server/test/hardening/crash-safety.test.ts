import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { registrationFixture } from '@openheloc/domain/testing/registration';
import { startServer, type ServerProcess } from './support/server-process';

const postgresUrl = inject('postgresUrl');
const HELOC = '/service-application/api/v1/application/heloc';
const WORKERS = 6;

type Registered = { email: string; password: string; applicationUuid: string; token: string };
type Acknowledged = { registrations: Registered[]; offers: Map<string, string> };

/**
 * Where the server keeps its data: a PGlite data directory in a temp dir, or, on PostgreSQL, a
 * schema of its own in the run's database. `open` reads it from the test once the server is down.
 */
async function dataStore() {
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    REGISTER_RATE_LIMIT: '100000',
  };
  if (!postgresUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'openheloc-crash-'));
    return {
      env: { ...secrets, DATA_DIR: dir },
      open: () => openDatabase({ kind: 'pglite', dataDir: dir }),
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const schema = `crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { ...secrets, DATABASE_URL: url.toString() },
    open: () => openDatabase({ kind: 'postgres', url: postgresUrl, searchPath: schema }),
    dispose: async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
      await dropper.end();
    },
  };
}

async function call(
  server: ServerProcess,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: res.status,
    json: (await res.json().catch(() => null)) as Record<string, unknown>,
  };
}

/**
 * One borrower after another: register, wait for the pre-qualification, confirm the liens and
 * choose the first offer, recording each write the server acknowledged, until `stopped()`.
 */
async function borrowerLoop(server: ServerProcess, acked: Acknowledged, stopped: () => boolean) {
  while (!stopped()) {
    const email = `${randomUUID()}@example.com`;
    const password = 'Blue-Canyon-42!x';
    const registered = await call(
      server,
      'POST',
      '/identity/api/v1/registration/register',
      undefined,
      {
        ...registrationFixture({ email, password }),
      },
    );
    if (registered.status !== 201) throw new Error(`registration: ${JSON.stringify(registered)}`);
    const token = String(registered.json.jwt);
    const all = await call(server, 'GET', `${HELOC}/all`, token);
    const applicationUuid = String((all.json as unknown as { uuid: string }[])[0]?.uuid);
    acked.registrations.push({ email, password, applicationUuid, token });
    let offers: { id: string }[] = [];
    while (!stopped() && offers.length === 0) {
      const application = await call(server, 'GET', `${HELOC}/${applicationUuid}`, token);
      offers = (application.json.offers as { id: string }[] | undefined) ?? [];
      if (offers.length === 0) await new Promise((done) => setTimeout(done, 100));
    }
    const offer = offers[0];
    if (!offer) continue;
    const liens = await call(server, 'POST', `${HELOC}/${applicationUuid}/liens/confirm`, token, {
      confirmed: true,
    });
    if (liens.status !== 200) continue;
    const chosen = await call(server, 'PUT', `${HELOC}/${applicationUuid}/offer`, token, {
      offerId: offer.id,
      amount: 2_000_000,
      autopay: true,
    });
    if (chosen.status === 200) acked.offers.set(applicationUuid, offer.id);
  }
}

/** Rows of a registration or of its application without the rest of it. */
async function halfWritten(database: DatabaseHandle): Promise<Record<string, number>> {
  const checks = {
    identityWithoutApplication: sql`select count(*)::int as n from identities i
      where i.type = 'BORROWER' and not exists (select 1 from applications a where a.identity_uuid = i.uuid)`,
    // A broker (seeded outside production) has no borrower profile, by design.
    identityWithoutProfile: sql`select count(*)::int as n from identities i
      where i.type <> 'BROKER' and not exists (select 1 from profiles p where p.identity_uuid = i.uuid)`,
    applicationWithoutProperty: sql`select count(*)::int as n from applications a
      where not exists (select 1 from profile_addresses pa where pa.uuid = a.selected_property_uuid)`,
    offerChosenWithoutOffers: sql`select count(*)::int as n from applications a
      where a.offer_id is not null and not exists (select 1 from application_offers o where o.application_uuid = a.uuid)`,
  };
  const counts: Record<string, number> = {};
  for (const [name, query] of Object.entries(checks)) {
    const result = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
    counts[name] = result.rows[0]?.n ?? -1;
  }
  return counts;
}

describe(`crash safety on ${postgresUrl ? 'PostgreSQL' : 'PGlite (a data directory on disk)'}`, () => {
  it('keeps every acknowledged registration and journey write through a SIGKILL, and no half-written application', async () => {
    const store = await dataStore();
    let server = await startServer(store.env);
    try {
      const acked: Acknowledged = { registrations: [], offers: new Map() };
      let stopped = false;
      const loops = Array.from({ length: WORKERS }, () =>
        borrowerLoop(server, acked, () => stopped).catch(() => undefined),
      );
      // Kill while every worker has a request in flight, once some of each write were acknowledged.
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && (acked.registrations.length < 8 || acked.offers.size < 2)) {
        await new Promise((done) => setTimeout(done, 50));
      }
      await server.kill();
      stopped = true;
      await Promise.all(loops);
      expect(acked.registrations.length, server.output()).toBeGreaterThanOrEqual(8);
      expect(acked.offers.size).toBeGreaterThanOrEqual(2);

      server = await startServer(store.env);
      const lost: string[] = [];
      for (const borrower of acked.registrations) {
        const login = await call(server, 'POST', '/identity/api/v1/login', undefined, {
          email: borrower.email,
          password: borrower.password,
        });
        if (login.status !== 200) lost.push(`sign-in of ${borrower.email}: ${login.status}`);
        const application = await call(
          server,
          'GET',
          `${HELOC}/${borrower.applicationUuid}`,
          borrower.token,
        );
        if (application.status !== 200)
          lost.push(`application ${borrower.applicationUuid}: ${application.status}`);
        const offerId = acked.offers.get(borrower.applicationUuid);
        const selected = (application.json.selectedOffer as { offerId?: string } | null)?.offerId;
        if (offerId && selected !== offerId)
          lost.push(`offer of ${borrower.applicationUuid}: ${selected}`);
      }
      expect(lost).toEqual([]);
      await server.stop();

      const database = await store.open();
      try {
        expect(await halfWritten(database)).toEqual({
          identityWithoutApplication: 0,
          identityWithoutProfile: 0,
          applicationWithoutProperty: 0,
          offerChosenWithoutOffers: 0,
        });
      } finally {
        await database.close();
      }
    } finally {
      await server.kill();
      await store.dispose();
    }
  }, 240_000);
});
