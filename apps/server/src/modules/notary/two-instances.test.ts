import type { NotaryRoomTicket } from '@openheloc/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSecondInstance, type SecondInstance } from '../../../test/second-instance';
import { createJourneyApp, type JourneyApp } from '../application/test-support/journey-app';
import { walkJourney } from '../application/test-support/walk-journey';
import { ACKNOWLEDGMENT, joinRoom, opsToken, OPS_SESSIONS } from './test-support/room-client';

const onPostgres = inject('postgresUrl') !== null;

describe.skipIf(!onPostgres)(
  'the notary room across two server instances on one PostgreSQL (skipped without TEST_DB=postgres)',
  () => {
    let first: JourneyApp;
    let second: SecondInstance;

    beforeAll(async () => {
      first = await createJourneyApp();
      second = await startSecondInstance(first.database, first.secrets);
    });
    afterAll(async () => {
      await second?.close();
      await first?.stop();
      await first?.database.dispose();
    });

    it('carries presence, chat, signals and the completion between sockets on different instances', async () => {
      const { borrower, client } = await walkJourney(first, { lastName: 'Sample' }, 'DEED_SIGNING');
      const ticket = (await client.send('POST', '/notary/room-ticket')).json<NotaryRoomTicket>();
      const borrowerRoom = await joinRoom(first.app, ticket);

      const token = await opsToken(second.app, second.database.db, { email: 'two@openheloc.test' });
      const headers = { authorization: `Bearer ${token}` };
      const url = `${OPS_SESSIONS}/${borrower.applicationUuid}`;
      const notaryTicket = await second.app.inject({
        method: 'POST',
        url: `${url}/room-ticket`,
        headers,
      });
      const notaryRoom = await joinRoom(second.app, notaryTicket.json<NotaryRoomTicket>());
      await borrowerRoom.until('presence', (frame) => frame.present.length === 2);

      notaryRoom.send({ type: 'chat', text: 'Hello from the other instance' });
      expect((await borrowerRoom.until('chat')).message.text).toBe('Hello from the other instance');
      notaryRoom.send({
        type: 'signal',
        to: (await borrowerRoom.until('joined')).self,
        signal: { kind: 'offer', sdp: 'v=0' },
      });
      expect((await borrowerRoom.until('signal')).from).toBe('NOTARY');

      const done = await second.app.inject({
        method: 'POST',
        url: `${url}/complete`,
        headers,
        payload: ACKNOWLEDGMENT,
      });
      expect(done.statusCode, done.body).toBe(200);
      await borrowerRoom.until('completed');
      borrowerRoom.close();
      notaryRoom.close();
    });
  },
);
