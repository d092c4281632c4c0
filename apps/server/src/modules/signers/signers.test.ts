import { createHash } from 'node:crypto';
import {
  formatRescissionDeadline,
  SIGNER_MESSAGES,
  type HelocApplication,
  type NotaryRoomTicket,
  type NotarySessionSummary,
  type SignerHome,
  type SignerList,
  type SigningView,
} from '@openheloc/domain';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationDocuments,
  applicationSigners,
  identities,
  outboxMessages,
} from '../../db/schema';
import { pdfPagesText } from '../documents/test-support';
import { useJourneyApp } from '../application/test-support/journey-app';
import {
  accepted,
  GOOD_ACCOUNT,
  walkJourney,
  type BorrowerClient,
} from '../application/test-support/walk-journey';
import {
  ACKNOWLEDGMENT,
  joinRoom,
  opsToken,
  OPS_SESSIONS,
} from '../notary/test-support/room-client';
import { signEveryDocument } from '../signing/test-support';
import { invitationSha256 } from './invitation-tokens';

const SIGNER_V1 = '/service-application/api/v1/heloc-signer';
const PASSWORD = 'Blue!Harbor2026';
const margaret = {
  firstName: 'Margaret',
  lastName: 'Aldridge',
  email: 'margaret.aldridge@example.com',
  phoneNumber: '(415) 555-0134',
  role: 'CO_DEEDER',
};
type Walked = Awaited<ReturnType<typeof walkJourney>>;

describe('additional signers', () => {
  const journey = useJourneyApp();
  let owner: Walked;
  let signerUuid: string;
  let signerToken: string;
  let notary: string;

  const db = () => journey.database.db;
  const call = (
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    payload?: InjectOptions['payload'],
  ) =>
    journey.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  /** The JSON of a 200 answer. */
  const ok = async <T>(response: ReturnType<typeof call>): Promise<T> => {
    const res = await response;
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const signingUrl = () =>
    `/service-application/api/v1/application/heloc/${owner.borrower.applicationUuid}/signing`;
  const stateOf = async (client: BorrowerClient) =>
    (await accepted(client.status())).state as string;
  /**
   * The e-mail's link carries a random token; the test gives the invitation one it knows, as if
   * it had read the e-mail (the browser test reads the real one from the mailbox).
   */
  const knownToken = async (uuid: string, token: string) => {
    await db()
      .update(applicationSigners)
      .set({ invitationSha256: invitationSha256(token) })
      .where(eq(applicationSigners.uuid, uuid));
    return token;
  };
  /** The token in the newest invitation e-mail the outbox holds for Margaret. */
  const mailedToken = async () => {
    const [message] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, margaret.email))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(message).toMatchObject({ template: 'signer-invitation', channel: 'email' });
    expect(message?.data).toMatchObject({
      signerName: 'Margaret Aldridge',
      borrowerName: 'Dana Coowner',
    });
    const link = message?.data.link ?? '';
    expect(link).toMatch(/^\/account\/heloc\/heloc-signer\/resume#invitation=/);
    return link.split('#invitation=')[1] ?? '';
  };
  const accept = (token: string, password = PASSWORD) =>
    call('POST', `${SIGNER_V1}/invitations/accept`, undefined, {
      token,
      password,
      confirmPassword: password,
    });
  const home = async () => {
    const res = await call('GET', `${SIGNER_V1}/me`, signerToken);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SignerHome>();
  };

  beforeAll(async () => {
    owner = await walkJourney(
      journey,
      { lastName: 'Coowner', firstName: 'Dana' },
      'INCOME_VERIFICATION',
    );
    notary = await opsToken(journey.app, db(), { email: 'signers.notary@openheloc.test' });
  });

  describe('the borrower adds a co-deeder', () => {
    it('prompts for the second owner the property records name', async () => {
      const res = await owner.client.get(
        `/service-application/api/v1/application/heloc/${owner.borrower.applicationUuid}/signers`,
      );
      const list = res.json<SignerList>();
      expect(list).toMatchObject({ signers: [], canAdd: true });
      expect(list.ownersOnRecord).toHaveLength(1);
      expect(list.ownersOnRecord[0]?.lastName).not.toBe('Coowner');
    });

    it('adds them with an invitation, and co-deed/status reflects them', async () => {
      const res = await owner.client.send('POST', '/signers', margaret);
      expect(res.statusCode, res.body).toBe(201);
      const list = res.json<SignerList>();
      expect(list.signers).toEqual([
        expect.objectContaining({ firstName: 'Margaret', role: 'CO_DEEDER', status: 'INVITED' }),
      ]);
      signerUuid = list.signers[0]?.uuid ?? '';
      const status = await owner.client.get(
        '/service-application/api/v1/application/heloc/co-deed/status',
      );
      expect(status.json()).toMatchObject({
        isAdditionalSigner: false,
        ownApplications: [
          {
            applicationUuid: owner.borrower.applicationUuid,
            coDeedStatus: 'PENDING',
            signers: [expect.objectContaining({ uuid: signerUuid, status: 'INVITED' })],
          },
        ],
      });
      const [stored] = await db()
        .select()
        .from(applicationSigners)
        .where(eq(applicationSigners.uuid, signerUuid));
      // Only the token's hash is kept.
      expect(stored?.invitationSha256).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      [
        'their own e-mail',
        () => ({ ...margaret, email: 'dana.self@example.com' }),
        400,
        SIGNER_MESSAGES.selfInvite,
      ],
      [
        'an e-mail already a signer',
        () => ({ ...margaret, email: 'MARGARET.aldridge@example.com' }),
        409,
        SIGNER_MESSAGES.alreadySigner,
      ],
    ])('refuses %s and changes nothing', async (_case, body, status, message) => {
      if (status === 400) {
        await db()
          .update(identities)
          .set({ email: 'dana.self@example.com', emailNormalized: 'dana.self@example.com' })
          .where(eq(identities.uuid, owner.borrower.identityUuid));
      }
      const res = await owner.client.send('POST', '/signers', body());
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({
        errors: [{ code: status === 409 ? 'conflict' : 'invalid_input', field: 'email', message }],
      });
      const rows = await db()
        .select()
        .from(applicationSigners)
        .where(eq(applicationSigners.applicationUuid, owner.borrower.applicationUuid));
      expect(rows).toHaveLength(1);
    });

    it('refuses a bad phone with the spec message', async () => {
      const res = await owner.client.send('POST', '/signers', {
        ...margaret,
        email: 'x@example.com',
        phoneNumber: '+1 (415) 555-0134',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Country code 1 is not needed');
    });
  });

  describe('the invitation', () => {
    it('refuses a forged link', async () => {
      const res = await accept('forged-token-that-was-never-issued');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        errors: [{ code: 'not_found', message: SIGNER_MESSAGES.invitationInvalid }],
      });
    });

    it('refuses an expired link, and changes nothing', async () => {
      const token = await knownToken(signerUuid, 'expired-invitation-token');
      await db()
        .update(applicationSigners)
        .set({ invitationExpiresAt: new Date(journey.workflow.now().getTime() - 1000) })
        .where(eq(applicationSigners.uuid, signerUuid));
      const res = await accept(token);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({
        errors: [{ code: 'gone', message: SIGNER_MESSAGES.invitationExpired }],
      });
      const [row] = await db()
        .select()
        .from(applicationSigners)
        .where(eq(applicationSigners.uuid, signerUuid));
      expect(row?.acceptedAt).toBeNull();
    });

    it('a new invitation replaces the old link', async () => {
      const old = await knownToken(signerUuid, 'replaced-invitation-token');
      const res = await owner.client.send('POST', `/signers/${signerUuid}/invitation`);
      expect(res.statusCode, res.body).toBe(200);
      expect((await accept(old)).statusCode).toBe(404);
    });

    it('opens once: the signer sets a password and signs in; a second use is refused', async () => {
      const token = await mailedToken();
      const preview = await call('POST', `${SIGNER_V1}/invitations/preview`, undefined, { token });
      expect(preview.json()).toMatchObject({ firstName: 'Margaret', borrowerName: 'Dana Coowner' });
      const weak = await accept(token, 'short');
      expect(weak.statusCode).toBe(400);
      const res = await accept(token);
      expect(res.statusCode, res.body).toBe(200);
      signerToken = res.json<{ jwt: string }>().jwt;
      const again = await accept(token);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        errors: [{ code: 'conflict', message: SIGNER_MESSAGES.invitationUsed }],
      });
      const login = await call('POST', '/identity/api/v1/login', undefined, {
        email: margaret.email,
        password: PASSWORD,
      });
      expect(login.statusCode, login.body).toBe(200);
      expect((await home()).status).toBe('ACCEPTED');
    });

    it("keeps the signer out of the borrower's application", async () => {
      const base = `/service-application/api/v1/application/heloc/${owner.borrower.applicationUuid}`;
      for (const url of [
        base,
        `${base}/signing`,
        `${base}/signers`,
        '/service-application/api/v1/application/heloc/all',
      ]) {
        const res = await call('GET', url, signerToken);
        expect(res.statusCode, url).toBe(403);
        expect(res.json(), url).toEqual({
          errors: [{ code: 'forbidden', message: SIGNER_MESSAGES.borrowerOnly }],
        });
      }
      const status = await call(
        'GET',
        '/service-application/api/v1/application/heloc/co-deed/status',
        signerToken,
      );
      expect(status.json()).toMatchObject({
        isAdditionalSigner: true,
        applications: [{ applicationUuid: owner.borrower.applicationUuid }],
        ownApplications: [],
      });
    });
  });

  describe('closing with a co-deeder', () => {
    beforeAll(async () => {
      await accepted(owner.client.send('POST', '/income/link', { source: 'TRUV_PAYROLL' }));
      await journey.drain();
      await accepted(owner.client.send('POST', '/bank-accounts', GOOD_ACCOUNT));
      await journey.drain();
      await accepted(
        owner.client.send('POST', '/identity', {
          idType: 'PASSPORT',
          frontDocumentUuid: await owner.client.uploadImage('PASSPORTFRONT'),
        }),
      );
      await journey.drain();
      expect(await stateOf(owner.client)).toBe('NOTE_SIGNING');
    });

    it('no longer lets the borrower add signers once the documents exist', async () => {
      const res = await owner.client.send('POST', '/signers', {
        ...margaret,
        email: 'late@example.com',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        errors: [{ code: 'conflict', message: SIGNER_MESSAGES.addingClosed }],
      });
    });

    it('gives the co-deeder the deed to sign; no one e-signs a notice of the right to cancel', async () => {
      const mine = await home();
      expect(mine.signingOpen).toBe(true);
      expect(mine.documents.map((d) => d.type)).toEqual(['DEED_OF_TRUST']);
      expect(mine.rightToCancel).toBeNull();
      const theirs = await ok<SigningView>(owner.client.get(signingUrl()));
      expect(theirs.documents.map((d) => d.type)).not.toContain('RIGHT_TO_CANCEL_NOTICE');
    });

    it('refuses to sign before the consent and a document that is not theirs', async () => {
      const [deed] = (await home()).documents;
      const body = {
        sha256: deed?.sha256,
        signature: { kind: 'TYPED', name: 'Margaret Aldridge' },
        location: { status: 'REFUSED' },
      };
      const early = await call(
        'POST',
        `${SIGNER_V1}/me/documents/${deed?.uuid}/signatures`,
        signerToken,
        body,
      );
      expect(early.statusCode).toBe(409);
      const ownerDocs = await ok<SigningView>(owner.client.get(signingUrl()));
      const agreement = ownerDocs.documents.find((d) => d.type === 'HELOC_AGREEMENT');
      const foreign = await call(
        'POST',
        `${SIGNER_V1}/me/documents/${agreement?.uuid}/signatures`,
        signerToken,
        body,
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({
        errors: [{ code: 'not_found', message: SIGNER_MESSAGES.documentNotYours }],
      });
    });

    it('signs, meets the notary, and only then can the application close', async () => {
      await signEveryDocument(owner.client, 'Dana Coowner');
      expect(await stateOf(owner.client)).toBe('DEED_SIGNING');

      // The borrower meets the notary first: the notarization is refused while Margaret has not.
      const ownerTicket = await ok<NotaryRoomTicket>(
        owner.client.send('POST', '/notary/room-ticket'),
      );
      const ownerRoom = await joinRoom(journey.app, ownerTicket);
      const early = await call(
        'POST',
        `${OPS_SESSIONS}/${owner.borrower.applicationUuid}/complete`,
        notary,
        ACKNOWLEDGMENT,
      );
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({
        errors: [{ code: 'conflict', message: SIGNER_MESSAGES.signersPending }],
      });
      expect(await stateOf(owner.client)).toBe('DEED_SIGNING');

      const consent = await call('POST', `${SIGNER_V1}/me/consent`, signerToken, {
        textVersion: 'esign-2025-01',
      });
      expect(consent.statusCode, consent.body).toBe(200);
      const unsignedTicket = await call('POST', `${SIGNER_V1}/me/notary/room-ticket`, signerToken);
      expect(unsignedTicket.json()).toEqual({
        errors: [{ code: 'conflict', message: SIGNER_MESSAGES.notSigned }],
      });
      const [first] = (await home()).documents;
      const asTheBorrower = await call(
        'POST',
        `${SIGNER_V1}/me/documents/${first?.uuid}/signatures`,
        signerToken,
        {
          sha256: first?.sha256,
          signature: { kind: 'TYPED', name: 'Dana Coowner' },
          location: { status: 'REFUSED' },
        },
      );
      expect(asTheBorrower.statusCode).toBe(400);
      expect(asTheBorrower.json().errors[0]).toEqual({
        code: 'invalid_input',
        field: 'signature.name',
        message: 'Please type your full name as it appears on your application: Margaret Aldridge',
      });
      for (const document of (await home()).documents) {
        const res = await call(
          'POST',
          `${SIGNER_V1}/me/documents/${document.uuid}/signatures`,
          signerToken,
          {
            sha256: document.sha256,
            signature: { kind: 'TYPED', name: 'Margaret Aldridge' },
            location: { status: 'REFUSED' },
          },
        );
        expect(res.statusCode, res.body).toBe(201);
      }
      expect((await home()).status).toBe('SIGNED');

      // Not in the room: the notary cannot notarize her.
      const complete = `${OPS_SESSIONS}/${owner.borrower.applicationUuid}/signers/${signerUuid}/complete`;
      const absent = await call('POST', complete, notary);
      expect(absent.json()).toEqual({
        errors: [{ code: 'conflict', message: SIGNER_MESSAGES.signerNotInRoom }],
      });
      const sessions = await call('GET', OPS_SESSIONS, notary);
      const session = sessions
        .json<{ sessions: NotarySessionSummary[] }>()
        .sessions.find((s) => s.applicationUuid === owner.borrower.applicationUuid);
      expect(session?.signers).toEqual([
        expect.objectContaining({
          uuid: signerUuid,
          signed: true,
          notarized: false,
          present: false,
        }),
      ]);

      const ticket = await call('POST', `${SIGNER_V1}/me/notary/room-ticket`, signerToken);
      expect(ticket.statusCode, ticket.body).toBe(200);
      const signerRoom = await joinRoom(journey.app, ticket.json<NotaryRoomTicket>());
      // Both are on the borrower's side of the room; the signer is known by their role.
      const both = await ownerRoom.until('presence', (frame) => frame.present.length === 2);
      expect(both.present).toEqual([
        { role: 'BORROWER', name: 'Dana Coowner', signerRole: null },
        { role: 'BORROWER', name: 'Margaret Aldridge', signerRole: 'CO_DEEDER' },
      ]);
      const done = await call('POST', complete, notary);
      expect(done.statusCode, done.body).toBe(200);
      expect((await home()).status).toBe('NOTARIZED');
      expect((await call('POST', complete, notary)).statusCode).toBe(409);
      signerRoom.close();

      const closed = await call(
        'POST',
        `${OPS_SESSIONS}/${owner.borrower.applicationUuid}/complete`,
        notary,
        ACKNOWLEDGMENT,
      );
      expect(closed.statusCode, closed.body).toBe(200);
      ownerRoom.close();
      expect(await stateOf(owner.client)).toBe('TRUST_AND_INSURANCE');
      const application = await ok<HelocApplication>(owner.client.application());
      expect(application.coDeedStatus).toBe('COMPLETE');
    });

    it('gives the co-deeder the readable text and the notarized copy of the deed she signed, and nothing else', async () => {
      const [deed] = (await home()).documents;
      if (!deed) throw new Error('no deed');
      expect(deed.notarizedSha256).toEqual(expect.any(String));
      const copy = await call(
        'GET',
        `${SIGNER_V1}/me/documents/${deed.uuid}/notarized`,
        signerToken,
      );
      expect(copy.statusCode, copy.body).toBe(200);
      expect(copy.headers['content-type']).toBe('application/pdf');
      expect(copy.headers['content-disposition']).toMatch(/-notarized\.pdf"$/);
      expect(copy.headers['x-content-sha256']).toBe(deed.notarizedSha256);
      expect(createHash('sha256').update(copy.rawPayload).digest('hex')).toBe(deed.notarizedSha256);
      // The borrower's copy of the same instrument is the same notarized document.
      const ownerCopy = await owner.client.get(`${signingUrl()}/documents/${deed.uuid}/notarized`);
      expect(ownerCopy.headers['x-content-sha256']).toBe(deed.notarizedSha256);

      const text = await call(
        'GET',
        `${SIGNER_V1}/me/documents/${deed.uuid}/rendition`,
        signerToken,
      );
      expect(text.statusCode, text.body).toBe(200);
      expect(text.json()).toMatchObject({ documentUuid: deed.uuid, sha256: deed.sha256 });
      expect(text.json<{ html: string }>().html).toContain('Margaret Aldridge');

      // The borrower's agreement is not hers: neither its text nor a notarized copy.
      const ownerDocs = await ok<SigningView>(owner.client.get(signingUrl()));
      const agreement = ownerDocs.documents.find((d) => d.type === 'HELOC_AGREEMENT');
      for (const path of ['notarized', 'rendition']) {
        const foreign = await call(
          'GET',
          `${SIGNER_V1}/me/documents/${agreement?.uuid}/${path}`,
          signerToken,
        );
        expect(foreign.statusCode, path).toBe(404);
      }
    });

    it("delivers each owner's own notice of the right to cancel at the notarization, with the day it ends", async () => {
      await journey.drain();
      const application = await ok<HelocApplication>(owner.client.application());
      const lastDay = application.closing.rescissionLastDay ?? '';
      const ends = `${formatRescissionDeadline(lastDay)}, ${lastDay.slice(0, 4)} (Pacific Time)`;
      const borrowerNotice = application.closing.rightToCancel?.notice;
      const signerNotice = (await home()).rightToCancel?.notice;
      expect(borrowerNotice?.acknowledgedAt).toBeNull();
      expect(signerNotice?.documentUuid).toBeDefined();
      expect(signerNotice?.documentUuid).not.toBe(borrowerNotice?.documentUuid);

      const rows = await journey.workflow.db
        .select()
        .from(applicationDocuments)
        .where(eq(applicationDocuments.type, 'RIGHT_TO_CANCEL_NOTICE'));
      for (const [notice, name] of [
        [borrowerNotice, 'Dana Coowner'],
        [signerNotice, 'Margaret Aldridge'],
      ] as const) {
        const row = rows.find((candidate) => candidate.uuid === notice?.documentUuid);
        const text = (await pdfPagesText(row!.content!)).join(' ').replace(/\s+/g, ' ');
        expect(text).toContain(`To ${name}`);
        expect(text).toContain(`Your right to cancel ends ${ends}`);
      }

      // Each owner is e-mailed their own notice, with the deadline said as the screen says it.
      const mails = await journey.workflow.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.template, 'rescission-deadline'));
      const documentUuids = mails.map((row) => row.data.documentUuid).sort();
      expect(documentUuids).toEqual(
        expect.arrayContaining([borrowerNotice?.documentUuid, signerNotice?.documentUuid]),
      );

      // The signer reads her own notice, acknowledges it (not a cancellation), and may cancel.
      const copy = await call(
        'GET',
        `${SIGNER_V1}/me/documents/${signerNotice?.documentUuid}/content`,
        signerToken,
      );
      expect(copy.statusCode).toBe(200);
      const others = await call(
        'GET',
        `${SIGNER_V1}/me/documents/${borrowerNotice?.documentUuid}/content`,
        signerToken,
      );
      expect(others.statusCode).toBe(404);
      // Her notice reads as text bound to its PDF too; the borrower's does not.
      const readable = await call(
        'GET',
        `${SIGNER_V1}/me/documents/${signerNotice?.documentUuid}/rendition`,
        signerToken,
      );
      expect(readable.statusCode, readable.body).toBe(200);
      const rendition = readable.json<{ sha256: string; html: string }>();
      expect(rendition.sha256).toBe(copy.headers['x-content-sha256']);
      expect(rendition.html).toContain('Margaret Aldridge');
      expect(rendition.html).toContain(`so your right to cancel ends at ${ends}`);
      const othersText = await call(
        'GET',
        `${SIGNER_V1}/me/documents/${borrowerNotice?.documentUuid}/rendition`,
        signerToken,
      );
      expect(othersText.statusCode).toBe(404);
      const acknowledged = await call(
        'POST',
        `${SIGNER_V1}/me/rescission-notice/acknowledgment`,
        signerToken,
      );
      expect(acknowledged.statusCode, acknowledged.body).toBe(200);
      expect(acknowledged.json<SignerHome>().rightToCancel?.notice?.acknowledgedAt).toEqual(
        expect.any(String),
      );
      expect(await stateOf(owner.client)).toBe('TRUST_AND_INSURANCE');
      const ownAck = await owner.client.send('POST', '/rescission-notice/acknowledgment');
      expect(ownAck.statusCode, ownAck.body).toBe(200);
      const after = await ok<HelocApplication>(owner.client.application());
      expect(after.closing.rightToCancel?.notice?.acknowledgedAt).toEqual(expect.any(String));

      const cancelled = await call('POST', `${SIGNER_V1}/me/cancel`, signerToken);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json<SignerHome>().state).toBe('CANCELLED');
      expect(await stateOf(owner.client)).toBe('CANCELLED');
    });
  });
});
