import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSecondInstance, type SecondInstance } from '../../../test/second-instance';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { consoleFor, TEST_AGENT } from './test-support/agents';
import { recordingSocket } from './test-support/socket-client';

const onPostgres = inject('postgresUrl') !== null;

describe.skipIf(!onPostgres)(
  'chat across two server instances on one PostgreSQL (skipped without TEST_DB=postgres: PGlite is one process, so there is no second instance to fan out to)',
  () => {
    let first: TestContext;
    let second: SecondInstance;

    beforeAll(async () => {
      first = await createTestApp();
      second = await startSecondInstance(first.database, first.deps.secrets);
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('delivers a message sent through one instance to a socket held by the other', async () => {
      const started = await first.app.inject({
        method: 'POST',
        url: '/service-csp/external/api/v1/twilio/initWebChat',
        payload: { friendlyName: 'Ana Cruz', emailAddress: 'ana@example.com' },
      });
      const chat = started.json();
      const customer = recordingSocket(await second.app.injectWS('/service-omni-proxy/websocket'));
      customer.send({ type: 'join', token: chat.token, lastSeq: 0 });
      await customer.next('joined');

      // The agent joins and writes through the first instance.
      const claimed = await consoleFor(first).claim(TEST_AGENT, chat.omniProxyChannelId);
      expect((await customer.next('status')).conversation.status).toBe('ACTIVE');
      const sent = await first.app.inject({
        method: 'POST',
        url: `/service-omni-proxy/insecure/api/v1/conversations/${chat.omniProxyChannelId}/messages`,
        headers: { authorization: `Bearer ${claimed.token}` },
        payload: { body: 'Hello from the other instance', clientMessageId: 'a-1' },
      });
      expect(sent.statusCode).toBe(200);
      const delivered = await customer.next('message', (f) => f.message.senderType === 'agent');
      expect(delivered.message).toMatchObject({
        body: 'Hello from the other instance',
        senderName: 'Avery Agent',
        seq: sent.json().seq,
      });

      // Typing crosses instances too.
      await first.app.inject({
        method: 'POST',
        url: `/service-omni-proxy/insecure/api/v1/conversations/${chat.omniProxyChannelId}/typing`,
        headers: { authorization: `Bearer ${claimed.token}` },
        payload: { typing: true },
      });
      expect(await customer.next('typing')).toMatchObject({ senderType: 'agent', typing: true });
      customer.close();
    });
  },
);
