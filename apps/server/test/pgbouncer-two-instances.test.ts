import type { ApplicationStatus, HelocApplication } from '@openheloc/domain';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-types';
import { testConfig } from '../src/config/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import type { JobWorker } from '../src/jobs';
import { createRuntime } from '../src/runtime';
import {
  borrowerClient,
  registerBorrower,
  type JourneyApp,
} from '../src/modules/application/test-support/journey-app';
import { workflowDepsOf } from '../src/modules/application/application-deps';
import { consoleFor, TEST_AGENT } from '../src/modules/chat/test-support/agents';
import { recordingSocket } from '../src/modules/chat/test-support/socket-client';
import type { TestContext } from './test-app';
import { pgbouncerBinary, startPgBouncer, type RunningPgBouncer } from './pgbouncer';

const postgresUrl = inject('postgresUrl');
const binary = pgbouncerBinary();
const skipReason =
  postgresUrl === null
    ? 'without TEST_DB=postgres'
    : binary === null
      ? 'pgbouncer is not installed (apt-get install pgbouncer)'
      : null;

type Instance = {
  app: FastifyInstance;
  deps: AppDeps;
  worker: JobWorker;
  database: DatabaseHandle;
};

describe.skipIf(skipReason !== null)(
  `two instances through PgBouncer in transaction mode${skipReason ? ` (skipped ${skipReason})` : ''}`,
  () => {
    const name = `openheloc_pgb_${randomBytes(4).toString('hex')}`;
    let directUrl: string;
    let bouncer: RunningPgBouncer;
    const instances: Instance[] = [];

    async function admin(sql: string) {
      const client = new pg.Client({ connectionString: postgresUrl ?? '' });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    }

    /** An instance whose pool goes through PgBouncer and whose one LISTEN connection does not. */
    async function startInstance(secrets?: AppDeps['secrets']): Promise<Instance> {
      const database = await openDatabase({
        kind: 'postgres',
        url: bouncer.url,
        listenUrl: directUrl,
        maxConnections: 5,
      });
      const { deps, worker } = await createRuntime({
        config: testConfig(),
        database,
        ...(secrets ? { secrets } : {}),
        jobs: { pollMs: 20 },
      });
      const app = await buildApp(deps);
      await app.ready();
      return { app, deps, worker, database };
    }

    /** What the journey helpers need of an instance. */
    const journeyOf = (instance: Instance) =>
      ({
        app: instance.app,
        secrets: instance.deps.secrets,
        orgCode: instance.deps.organizations.defaultOrganization.orgCode,
        workflow: workflowDepsOf(instance.deps),
        drain: async () => {
          while ((await instance.worker.runOnce()) > 0);
        },
      }) as unknown as JourneyApp;

    beforeAll(async () => {
      await admin(`CREATE DATABASE ${name}`);
      const direct = new URL(postgresUrl ?? '');
      direct.pathname = `/${name}`;
      directUrl = direct.toString();
      const migrator = await openDatabase({ kind: 'postgres', url: directUrl });
      await migrate(migrator);
      await migrator.close();
      bouncer = await startPgBouncer(binary ?? '', directUrl);
      const first = await startInstance();
      instances.push(first, await startInstance(first.deps.secrets));
    });
    afterAll(async () => {
      for (const instance of instances) {
        await instance.worker.stop();
        await instance.app.close();
        await instance.database.close();
      }
      await bouncer?.stop();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('no pooled connection LISTENs: the one listener per instance holds every channel', async () => {
      const client = new pg.Client({ connectionString: directUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ listeners: number }>(
          `select count(*)::int as listeners from pg_stat_activity
            where datname = $1 and query ilike 'LISTEN %'`,
          [name],
        );
        // Each instance: one connection whose last statement was a LISTEN. The pool's server
        // connections belong to PgBouncer and have run only the app's own statements.
        expect(rows[0]?.listeners).toBe(2);
      } finally {
        await client.end();
      }
    });

    it('reads its own writes on either instance, and answers 304 only while nothing changed', async () => {
      const [a, b] = instances as [Instance, Instance];
      const borrower = await registerBorrower(journeyOf(a), { lastName: 'Pooler' });
      await journeyOf(a).drain();
      const onA = borrowerClient(journeyOf(a), borrower);
      const onB = borrowerClient(journeyOf(b), borrower);
      expect((await onB.send('POST', '/liens/confirm', { confirmed: true })).statusCode).toBe(200);
      const offer = (await onA.application()).json<HelocApplication>().offers[0];
      if (!offer) throw new Error('no offer');

      for (let round = 0; round < 12; round += 1) {
        const [writer, reader] = round % 2 === 0 ? [onA, onB] : [onB, onA];
        const amount = 2_000_000 + round * 10_000;
        const written = await writer.send('PUT', '/offer', {
          offerId: offer.id,
          amount,
          autopay: true,
        });
        expect(written.statusCode, written.body).toBe(200);
        // The very next read, on the other instance, through another pooled connection.
        const read = await reader.application();
        expect(read.json<HelocApplication>().amount).toBe(amount);
        // And on the writer's own instance.
        expect((await writer.application()).json<HelocApplication>().amount).toBe(amount);
      }

      const first = await onA.status();
      const etag = first.headers.etag;
      expect(typeof etag).toBe('string');
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const unchanged = await onB.get(
        `/service-krang-heloc/borrower/secure/api/v1/${borrower.applicationUuid}/status`,
      );
      expect(unchanged.headers.etag).toBe(etag);
      const conditional = await b.app.inject({
        method: 'GET',
        url: `/service-krang-heloc/borrower/secure/api/v1/${borrower.applicationUuid}/status`,
        headers: { ...onB.headers, 'if-none-match': String(etag) },
      });
      expect(conditional.statusCode).toBe(304);
      expect(conditional.body).toBe('');

      await onB.send('PUT', '/offer', { offerId: offer.id, amount: 2_500_000, autopay: true });
      const changed = await a.app.inject({
        method: 'GET',
        url: `/service-krang-heloc/borrower/secure/api/v1/${borrower.applicationUuid}/status`,
        headers: { ...onA.headers, 'if-none-match': String(etag) },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json<ApplicationStatus>().uuid).toBe(borrower.applicationUuid);
    });

    it('delivers a chat message sent through one instance to a socket held by the other', async () => {
      const [a, b] = instances as [Instance, Instance];
      const started = await a.app.inject({
        method: 'POST',
        url: '/service-csp/external/api/v1/twilio/initWebChat',
        payload: { friendlyName: 'Ana Cruz', emailAddress: 'ana@example.com' },
      });
      const chat = started.json();
      const customer = recordingSocket(await b.app.injectWS('/service-omni-proxy/websocket'));
      customer.send({ type: 'join', token: chat.token, lastSeq: 0 });
      await customer.next('joined');
      const claimed = await consoleFor(a as unknown as TestContext).claim(
        TEST_AGENT,
        chat.omniProxyChannelId,
      );
      expect((await customer.next('status')).conversation.status).toBe('ACTIVE');
      const sent = await a.app.inject({
        method: 'POST',
        url: `/service-omni-proxy/insecure/api/v1/conversations/${chat.omniProxyChannelId}/messages`,
        headers: { authorization: `Bearer ${claimed.token}` },
        payload: { body: 'Through the pooler', clientMessageId: 'p-1' },
      });
      expect(sent.statusCode).toBe(200);
      const delivered = await customer.next('message', (f) => f.message.senderType === 'agent');
      expect(delivered.message).toMatchObject({ body: 'Through the pooler', seq: sent.json().seq });
      customer.close();
    });
  },
);
