import {
  NOTARY_MESSAGES,
  type ApplicationStatus,
  type HelocApplication,
  type NotaryRoomFiles,
  type NotaryRoomTicket,
  type NotarySlotsResponse,
} from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationDocuments,
  applicationEvents,
  notaryPresence,
  notaryRooms,
} from '../../db/schema';
import { useJourneyApp } from '../application/test-support/journey-app';
import { walkJourney, type BorrowerClient } from '../application/test-support/walk-journey';
import {
  ACKNOWLEDGMENT,
  joinRoom,
  opsToken,
  OPS_SESSIONS,
  roomSocket,
} from './test-support/room-client';

type Walked = Awaited<ReturnType<typeof walkJourney>>;

describe('notary', () => {
  const journey = useJourneyApp();
  let ann: Walked;
  let bob: Walked;
  let notary: string;
  let elsewhere: string;

  const ops = (method: 'GET' | 'POST', url: string, token = notary) =>
    journey.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(url.endsWith('/complete') ? { payload: ACKNOWLEDGMENT } : {}),
    });
  const slotsOf = async (client: BorrowerClient) => {
    const res = await client.get(
      `/service-application/api/v1/application/heloc/${await uuidOf(client)}/notary/slots`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotarySlotsResponse>();
  };
  const uuidOf = async (client: BorrowerClient) =>
    (await client.status()).json<ApplicationStatus>().uuid;
  const ticketOf = async (client: BorrowerClient) => {
    const res = await client.send('POST', '/notary/room-ticket');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotaryRoomTicket>();
  };
  const stateOf = async (client: BorrowerClient) =>
    (await client.status()).json<ApplicationStatus>().state;

  beforeAll(async () => {
    ann = await walkJourney(journey, { lastName: 'Sample', firstName: 'Ann' }, 'DEED_SIGNING');
    bob = await walkJourney(journey, { lastName: 'Sample', firstName: 'Bob' }, 'DEED_SIGNING');
    const db = journey.database.db;
    notary = await opsToken(journey.app, db, { email: 'nico@openheloc.test' });
    elsewhere = await opsToken(journey.app, db, {
      email: 'far@openheloc.test',
      orgCodes: ['NOT_THIS_LENDER'],
    });
  });

  describe('manual scheduling', () => {
    it('offers 30-minute slots on the next 10 business days with the manual notarization fee', async () => {
      const offered = await slotsOf(bob.client);
      expect(offered.feeCents).toBe(30_000);
      expect(offered.reservedAt).toBeNull();
      expect(offered.slots).toHaveLength(160);
      expect(new Date(offered.slots[0]?.startsAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    });

    it('refuses a time that is not one of the slots, changing nothing', async () => {
      for (const requestedTime of [
        new Date(Date.now() - 60_000).toISOString(),
        new Date(Date.now() + 3 * 86_400_000 + 7 * 60_000).toISOString(),
      ]) {
        const res = await bob.client.send('POST', '/notary/schedule', { requestedTime });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          errors: [
            {
              code: 'invalid_input',
              field: 'requestedTime',
              message: NOTARY_MESSAGES.slotNotOffered,
            },
          ],
        });
      }
      expect((await bob.client.status()).json<ApplicationStatus>().status.manualNotary).toBe(false);
    });

    it('holds a reserved slot: the fee joins the quote and nobody else is offered it', async () => {
      const before = (await bob.client.application()).json<HelocApplication>().selectedOffer;
      const slot = (await slotsOf(bob.client)).slots[3];
      if (!slot) throw new Error('no slot');
      const res = await bob.client.send('POST', '/notary/schedule', {
        requestedTime: slot.startsAt,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<ApplicationStatus>()).toMatchObject({
        state: 'DEED_SIGNING',
        status: { manualNotary: true },
      });
      const view = (await bob.client.application()).json<HelocApplication>();
      expect(view.requestedManualNotaryTime).toBe(slot.startsAt);
      expect(view.selectedOffer?.quote.totalFees).toBe((before?.quote.totalFees ?? 0) + 30_000);
      expect((await slotsOf(bob.client)).reservedAt).toBe(slot.startsAt);

      const annSees = await slotsOf(ann.client);
      expect(annSees.slots.map((s) => s.startsAt)).not.toContain(slot.startsAt);
      expect(annSees.slots).toHaveLength(159);
      const clash = await ann.client.send('POST', '/notary/schedule', {
        requestedTime: slot.startsAt,
      });
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toEqual({
        errors: [{ code: 'conflict', field: 'requestedTime', message: NOTARY_MESSAGES.slotTaken }],
      });
      expect((await ann.client.status()).json<ApplicationStatus>().status.manualNotary).toBe(false);
    });

    it('leaves a manual notarization to the notary once the appointment has begun', async () => {
      const url = `${OPS_SESSIONS}/${bob.borrower.applicationUuid}/complete`;
      const early = await ops('POST', url);
      expect(early.statusCode).toBe(409);
      expect(early.json().errors[0].message).toBe('The appointment has not started yet');
      // The appointment's time comes.
      await journey.database.db
        .update(notaryRooms)
        .set({ scheduledFor: new Date(Date.now() - 60_000) })
        .where(eq(notaryRooms.applicationUuid, bob.borrower.applicationUuid));
      expect((await ops('POST', url)).statusCode).toBe(200);
      const status = (await bob.client.status()).json<ApplicationStatus>();
      expect(status.state).toBe('TRUST_AND_INSURANCE');
      expect(status.status.manualDeedSigningComplete).toBe(true);
    });
  });

  describe('the eNotary room', () => {
    it('refuses a room that is not yours: another borrower, another lender, a borrower completing', async () => {
      const annUuid = ann.borrower.applicationUuid;
      const stranger = await bob.client.get(
        `/service-application/api/v1/application/heloc/${annUuid}/notary/slots`,
      );
      expect(stranger.statusCode).toBe(404);
      const strangerTicket = await journey.app.inject({
        method: 'POST',
        url: `/service-application/api/v1/application/heloc/${annUuid}/notary/room-ticket`,
        headers: { authorization: `Bearer ${bob.borrower.token}` },
      });
      expect(strangerTicket.statusCode).toBe(404);
      expect(
        (await ops('POST', `${OPS_SESSIONS}/${annUuid}/room-ticket`, elsewhere)).statusCode,
      ).toBe(404);
      expect(
        (
          await journey.app.inject({
            method: 'POST',
            url: `${OPS_SESSIONS}/${annUuid}/room-ticket`,
            headers: { authorization: `Bearer ${ann.borrower.token}` },
          })
        ).statusCode,
      ).toBe(401);

      const self = await ann.client.send('POST', '/notary/complete');
      expect(self.statusCode).toBe(403);
      expect(self.json()).toEqual({
        errors: [{ code: 'forbidden', message: NOTARY_MESSAGES.borrowerCannotComplete }],
      });
      expect(await stateOf(ann.client)).toBe('DEED_SIGNING');
    });

    it('refuses a forged ticket on the socket', async () => {
      const ticket = await ticketOf(ann.client);
      const room = await roomSocket(journey.app);
      room.send({ type: 'join', ticket: `${ticket.ticket.slice(0, -4)}abcd` });
      expect((await room.until('error')).message).toBe(
        'This session link has expired. Please join again',
      );
      room.close();
    });

    it('shows the notary in the room, and only them, the signed instrument and the borrower’s photo ID', async () => {
      const annUuid = ann.borrower.applicationUuid;
      const files = `${OPS_SESSIONS}/${annUuid}/room-files`;
      // Serving the lender is not enough: the notary operating the session is in its room.
      const outside = await ops('GET', files);
      expect(outside.statusCode).toBe(403);
      expect(outside.json().errors[0].message).toBe(NOTARY_MESSAGES.joinToSeeFiles);
      expect((await ops('GET', files, elsewhere)).statusCode).toBe(404);
      const asBorrower = await journey.app.inject({
        method: 'GET',
        url: files,
        headers: { authorization: `Bearer ${ann.borrower.token}` },
      });
      expect(asBorrower.statusCode).toBe(401);

      const ticket = await ops('POST', `${OPS_SESSIONS}/${annUuid}/room-ticket`);
      const notaryRoom = await joinRoom(journey.app, ticket.json<NotaryRoomTicket>());
      const listed = await ops('GET', files);
      expect(listed.statusCode, listed.body).toBe(200);
      const { people } = listed.json<NotaryRoomFiles>();
      expect(people).toHaveLength(1);
      const [owner] = people;
      expect(owner).toMatchObject({ name: 'Ann Sample', role: 'BORROWER' });
      expect(owner?.signed.map((file) => file.title)).toEqual([
        expect.stringMatching(/^(Deed of trust|Mortgage)$/),
      ]);
      expect(owner?.photoId.length).toBeGreaterThan(0);
      expect(owner?.photoId[0]?.label).toMatch(/, front$/);

      const signed = await ops('GET', `${files}/${owner?.signed[0]?.fileUuid}/content`);
      expect(signed.statusCode).toBe(200);
      expect(signed.headers['content-type']).toBe('application/pdf');
      expect(signed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const photo = await ops('GET', `${files}/${owner?.photoId[0]?.fileUuid}/content`);
      expect(photo.statusCode).toBe(200);
      // Nothing the room does not list: a document of the application that is not one of its
      // files, or a made-up id.
      const [closingDocument] = await journey.database.db
        .select({ uuid: applicationDocuments.uuid })
        .from(applicationDocuments)
        .where(
          and(
            eq(applicationDocuments.applicationUuid, annUuid),
            eq(applicationDocuments.type, 'STATEMENTOFLOAN'),
          ),
        );
      for (const fileUuid of [closingDocument?.uuid, randomUUID(), 'not-an-id']) {
        expect((await ops('GET', `${files}/${fileUuid}/content`)).statusCode).toBe(404);
      }
      expect(
        (await ops('GET', `${files}/${owner?.signed[0]?.fileUuid}/content`, elsewhere)).statusCode,
      ).toBe(404);
      notaryRoom.close();
    });

    it('carries presence, chat and signals between the borrower and the notary', async () => {
      const annUuid = ann.borrower.applicationUuid;
      const completeUrl = `${OPS_SESSIONS}/${annUuid}/complete`;
      // A socket of an instance that stopped without cleaning up: long unseen, it counts as gone.
      const long = new Date(Date.now() - 10 * 60_000);
      await journey.database.db.insert(notaryPresence).values({
        socketId: randomUUID(),
        applicationUuid: annUuid,
        role: 'BORROWER',
        name: 'Ann Sample',
        joinedAt: long,
        seenAt: long,
      });
      const absent = await ops('POST', completeUrl);
      expect(absent.statusCode).toBe(409);
      expect(absent.json().errors[0].message).toBe('The borrower is not in the session');

      const borrowerRoom = await joinRoom(journey.app, await ticketOf(ann.client));
      const waiting = (await ops('GET', OPS_SESSIONS)).json<{ sessions: unknown[] }>();
      expect(waiting.sessions).toContainEqual(
        expect.objectContaining({
          applicationUuid: annUuid,
          kind: 'ENOTARY',
          borrowerPresent: true,
        }),
      );
      expect((await ops('GET', OPS_SESSIONS, elsewhere)).json()).toEqual({ sessions: [] });

      const ticket = await ops('POST', `${OPS_SESSIONS}/${annUuid}/room-ticket`);
      expect(ticket.statusCode, ticket.body).toBe(200);
      const notaryRoom = await joinRoom(journey.app, ticket.json<NotaryRoomTicket>());
      const both = await borrowerRoom.until('presence', (f) => f.present.length === 2);
      expect(both.present.map((p) => p.role).sort()).toEqual(['BORROWER', 'NOTARY']);

      borrowerRoom.send({ type: 'chat', text: 'Hello, I am ready' });
      const heard = await notaryRoom.until('chat');
      expect(heard.message).toMatchObject({ role: 'BORROWER', text: 'Hello, I am ready' });
      // A second connection of the borrower's (another tab, or the page reloaded): the notary
      // sees each connection and calls each on its own; a signal reaches only the one it names.
      const secondTab = await joinRoom(journey.app, await ticketOf(ann.client));
      const borrowerPeer = (await borrowerRoom.until('joined')).self;
      const secondPeer = (await secondTab.until('joined')).self;
      const notaryPeer = (await notaryRoom.until('joined')).self;
      const everyone = await notaryRoom.until('presence', (f) => f.peers.length === 3);
      expect(everyone.peers.map((p) => p.peerId).sort()).toEqual(
        [borrowerPeer, notaryPeer, secondPeer].sort(),
      );
      expect(everyone.present).toHaveLength(2);
      notaryRoom.send({
        type: 'signal',
        to: borrowerPeer,
        signal: { kind: 'offer', sdp: 'v=0 fake offer' },
      });
      notaryRoom.send({
        type: 'signal',
        to: secondPeer,
        signal: { kind: 'offer', sdp: 'v=0 second offer' },
      });
      const offer = await borrowerRoom.until('signal');
      expect(offer).toEqual({
        type: 'signal',
        from: 'NOTARY',
        fromPeer: notaryPeer,
        signal: { kind: 'offer', sdp: 'v=0 fake offer' },
      });
      expect((await secondTab.until('signal')).signal).toEqual({
        kind: 'offer',
        sdp: 'v=0 second offer',
      });
      borrowerRoom.send({
        type: 'signal',
        to: notaryPeer,
        signal: { kind: 'ice', candidate: 'candidate:1', sdpMid: '0', sdpMLineIndex: 0 },
      });
      // Nobody signals their own side of the table, even by naming its connection.
      borrowerRoom.send({
        type: 'signal',
        to: secondPeer,
        signal: { kind: 'offer', sdp: 'v=0 sideways' },
      });
      expect((await notaryRoom.until('signal')).fromPeer).toBe(borrowerPeer);
      notaryRoom.send({ type: 'chat', text: 'Everything relayed' });
      await secondTab.until('chat');
      await borrowerRoom.until('chat');
      // Each connection is sent the signals addressed to it only.
      expect(notaryRoom.frames.filter((f) => f.type === 'signal')).toHaveLength(1);
      expect(borrowerRoom.frames.filter((f) => f.type === 'signal')).toHaveLength(1);
      expect(secondTab.frames.filter((f) => f.type === 'signal')).toHaveLength(1);
      secondTab.close();

      const done = await ops('POST', completeUrl);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ applicationUuid: annUuid, completedBy: 'Nico Notary' });
      await borrowerRoom.until('completed');
      expect(await stateOf(ann.client)).toBe('TRUST_AND_INSURANCE');
      const [event] = await journey.database.db
        .select()
        .from(applicationEvents)
        .where(
          and(
            eq(applicationEvents.applicationUuid, annUuid),
            eq(applicationEvents.event, 'NOTARIZE'),
          ),
        );
      expect(event).toMatchObject({ actorType: 'OPS', toState: 'TRUST_AND_INSURANCE' });

      const again = await ops('POST', completeUrl);
      expect(again.statusCode).toBe(409);
      expect(again.json().errors[0].message).toBe(NOTARY_MESSAGES.alreadyNotarized);
      const late = await ann.client.send('POST', '/notary/room-ticket');
      expect(late.statusCode).toBe(409);
      borrowerRoom.close();
      notaryRoom.close();
    });
  });
});
