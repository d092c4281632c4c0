import { SIGNING_MESSAGES, type SigningView } from '@openheloc/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createHash } from 'node:crypto';
import { PDFDocument } from '@cantoo/pdf-lib';
import { beforeEach, describe, expect, it } from 'vitest';
import { applicationDocuments, applicationEvents, consents, signatures } from '../../db/schema';
import type { BorrowerFixture } from '../application/test-support/journey-app';
import { useJourneyApp } from '../application/test-support/journey-app';
import { walkJourney } from '../application/test-support/walk-journey';
import { readSignatureFields } from '../documents/pdf/signature-fields';
import { pdfText, samplePdf, signaturePng } from './test-support';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const TYPED = { kind: 'TYPED', name: 'Pat Signer' } as const;
const REFUSED = { status: 'REFUSED' } as const;
const DENVER = { status: 'SHARED', latitude: 39.7392, longitude: -104.9903, accuracyMeters: 35 };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
const IP = '203.0.113.7';

describe('e-signing the closing documents', () => {
  const journey = useJourneyApp();
  let borrower: BorrowerFixture;

  /** A borrower whose identity is verified and whose closing documents are ready. */
  async function borrowerAtSigning(lastName = 'Signer') {
    const walked = await walkJourney(journey, { lastName }, 'IDENTITY_VERIFICATION');
    await walked.client.send('POST', '/identity', {
      idType: 'PASSPORT',
      frontDocumentUuid: await walked.client.uploadImage('PASSPORTFRONT'),
    });
    await journey.drain();
    return walked;
  }

  /** A request of `who` (the borrower by default) from a known browser and address. */
  const call = (
    method: 'GET' | 'POST',
    path: string,
    payload?: InjectOptions['payload'],
    who: BorrowerFixture = borrower,
    applicationUuid = who.applicationUuid,
  ) =>
    journey.app.inject({
      method,
      url: `/service-application/api/v1/application/heloc/${applicationUuid}${path}`,
      headers: { authorization: `Bearer ${who.token}`, 'user-agent': BROWSER },
      remoteAddress: IP,
      ...(payload === undefined ? {} : { payload }),
    });
  const view = async () => (await call('GET', '/signing')).json<SigningView>();
  const state = async () =>
    (
      await journey.app.inject({
        method: 'GET',
        url: `/service-krang-heloc/borrower/secure/api/v1/${borrower.applicationUuid}/status`,
        headers: { authorization: `Bearer ${borrower.token}` },
      })
    ).json<{ state: string }>().state;
  const consent = () => call('POST', '/signing/consent', { textVersion: 'esign-2025-01' });
  const sign = (documentUuid: string, body: Record<string, unknown>, who = borrower) =>
    call('POST', `/signing/documents/${documentUuid}/signatures`, body, who);
  const toSign = async () => (await view()).documents.filter((d) => d.status === 'TO_SIGN');
  const firstDocument = async () => {
    const [document] = await toSign();
    if (!document) throw new Error('no closing document');
    return document;
  };
  const signaturesOf = (applicationUuid = borrower.applicationUuid) =>
    journey.workflow.db
      .select()
      .from(signatures)
      .where(eq(signatures.applicationUuid, applicationUuid));

  beforeEach(async () => {
    borrower = (await borrowerAtSigning()).borrower;
  });

  it('lists the closing documents to sign with their hashes, open and without consent yet', async () => {
    expect(await state()).toBe('NOTE_SIGNING');
    const listed = await view();
    expect(listed).toMatchObject({ consented: false, open: true });
    expect(listed.documents.map((d) => d.type)).toEqual(
      expect.arrayContaining(['STATEMENTOFLOAN', 'CREDITDISCLOSURE', 'GLBA_NOTICE']),
    );
    for (const document of listed.documents) {
      expect(document).toMatchObject({ status: 'TO_SIGN', signedAt: null, signedSha256: null });
      const file = await call('GET', `/signing/documents/${document.uuid}/content`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['x-content-sha256']).toBe(document.sha256);
      expect(sha256(file.rawPayload)).toBe(document.sha256);
    }
  });

  it('refuses a signature before the E-SIGN consent, and records the consent once', async () => {
    const document = await firstDocument();
    const early = await sign(document.uuid, {
      sha256: document.sha256,
      signature: TYPED,
      location: REFUSED,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      errors: [{ code: 'conflict', message: SIGNING_MESSAGES.consentRequired }],
    });
    expect(await signaturesOf()).toHaveLength(0);

    expect((await consent()).json<SigningView>().consented).toBe(true);
    expect((await consent()).statusCode).toBe(200);
    const recorded = await journey.workflow.db
      .select()
      .from(consents)
      .where(
        and(eq(consents.applicationUuid, borrower.applicationUuid), eq(consents.type, 'E_SIGN')),
      );
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ ipAddress: IP, userAgent: BROWSER, granted: true });
  });

  it('asks for the E-SIGN consent once: its disclosure is then listed as agreed, readable, never signed', async () => {
    const before = await view();
    expect(before.documents.map((d) => d.type)).not.toContain('ESIGN_CONSENT');
    expect(before.documents.every((d) => d.status === 'TO_SIGN')).toBe(true);
    // Unlisted before the consent: neither signed nor given as agreed.
    const [disclosure] = await journey.workflow.db
      .select()
      .from(applicationDocuments)
      .where(
        and(
          eq(applicationDocuments.applicationUuid, borrower.applicationUuid),
          eq(applicationDocuments.type, 'ESIGN_CONSENT'),
        ),
      );
    if (!disclosure) throw new Error('no E-SIGN disclosure generated');
    const early = await sign(disclosure.uuid, {
      sha256: disclosure.sha256,
      signature: TYPED,
      location: REFUSED,
    });
    expect(early.json().errors[0].message).toBe(SIGNING_MESSAGES.consentRequired);
    expect((await call('GET', `/signing/documents/${disclosure.uuid}/agreed`)).statusCode).toBe(
      404,
    );

    const after = (await consent()).json<SigningView>();
    const [record] = await journey.workflow.db
      .select({ recordedAt: consents.recordedAt })
      .from(consents)
      .where(
        and(eq(consents.applicationUuid, borrower.applicationUuid), eq(consents.type, 'E_SIGN')),
      );
    const [first, ...rest] = after.documents;
    expect(first).toMatchObject({
      type: 'ESIGN_CONSENT',
      title: 'Consent to electronic records and signatures',
      status: 'AGREED',
      agreedAt: record?.recordedAt.toISOString(),
      signedAt: null,
      signedSha256: null,
    });
    expect(rest).toEqual(before.documents);
    if (!first) throw new Error('no E-SIGN disclosure');

    // Readable as the borrower agreed to it, with no line to sign.
    const file = await call('GET', `/signing/documents/${first.uuid}/content`);
    expect(sha256(file.rawPayload)).toBe(first.sha256);
    const text = (await pdfText(file.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('you are not asked to sign it');
    expect(readSignatureFields(await PDFDocument.load(file.rawPayload))).toEqual([]);
    const rendition = await call('GET', `/signing/documents/${first.uuid}/rendition`);
    expect(rendition.statusCode, rendition.body).toBe(200);

    // Its copy carries the consent as recorded: the original time, version, address and browser.
    const copy = await call('GET', `/signing/documents/${first.uuid}/agreed`);
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.headers['x-content-sha256']).toBe(sha256(copy.rawPayload));
    const pages = await pdfText(copy.rawPayload);
    expect(pages.slice(0, -1)).toEqual(await pdfText(file.rawPayload));
    for (const fact of [
      'Consent record',
      'Pat Signer',
      first.agreedAt ?? '',
      'esign-2025-01',
      IP,
      'Chrome/140.0',
    ]) {
      expect(pages.at(-1)).toContain(fact);
    }
    expect(pages.at(-1)?.replace(/\s/g, '')).toContain(first.sha256);
    const [other] = rest;
    if (!other) throw new Error('nothing to sign');
    expect((await call('GET', `/signing/documents/${other.uuid}/agreed`)).statusCode).toBe(404);

    const signed = await sign(first.uuid, {
      sha256: first.sha256,
      signature: TYPED,
      location: REFUSED,
    });
    expect(signed.statusCode).toBe(409);
    expect(signed.json()).toEqual({
      errors: [{ code: 'conflict', message: SIGNING_MESSAGES.consentRecordNotSigned }],
    });
    expect(await signaturesOf()).toHaveLength(0);
  });

  it('records who, what, when, where and how, and keeps a signed copy with its certificate', async () => {
    await consent();
    const document = await firstDocument();
    const response = await sign(document.uuid, {
      sha256: document.sha256,
      signature: TYPED,
      location: DENVER,
    });
    expect(response.statusCode, response.body).toBe(201);
    const signed = response.json<SigningView>().documents.find((d) => d.uuid === document.uuid);
    expect(signed).toMatchObject({ status: 'SIGNED', signedAt: expect.any(String) });

    const [row] = await signaturesOf();
    expect(row).toMatchObject({
      documentUuid: document.uuid,
      identityUuid: borrower.identityUuid,
      documentSha256: document.sha256,
      ipAddress: IP,
      userAgent: BROWSER,
      latitude: 39.7392,
      longitude: -104.9903,
      accuracyMeters: 35,
      kind: 'TYPED',
      typedName: 'Pat Signer',
      drawnPng: null,
    });
    expect(row?.signedAt.toISOString()).toBe(signed?.signedAt);

    const copy = await call('GET', `/signing/documents/${document.uuid}/signed`);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(sha256(copy.rawPayload)).toBe(signed?.signedSha256);
    expect(row?.signedSha256).toBe(signed?.signedSha256);
    const pages = await pdfText(copy.rawPayload);
    const original = await pdfText(
      (await call('GET', `/signing/documents/${document.uuid}/content`)).rawPayload,
    );
    // The original pages with the signature on its line and the day on the date line (drawn
    // after the page's own text), then the certificate.
    const lastPage = original.length - 1;
    expect(pages.slice(0, lastPage)).toEqual(original.slice(0, lastPage));
    const day = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: 'America/Los_Angeles',
    }).format(row!.signedAt);
    expect(pages[lastPage]).toBe(`${original[lastPage]}  Pat Signer   ${day}`);
    const certificate = pages.at(-1) ?? '';
    expect(pages).toHaveLength(original.length + 1);
    for (const fact of [
      'Signing certificate',
      'Pat Signer',
      IP,
      'Latitude 39.739200, longitude -104.990300',
      'Chrome/140.0',
      'Pacific Time',
      row?.signedAt.toISOString() ?? '',
    ]) {
      expect(certificate).toContain(fact);
    }
    expect(certificate.replace(/\s/g, '')).toContain(document.sha256);
  });

  it('signs with a drawn image, and refuses one that is not a PNG', async () => {
    await consent();
    const document = await firstDocument();
    const broken = await sign(document.uuid, {
      sha256: document.sha256,
      signature: {
        kind: 'DRAWN',
        pngBase64: Buffer.from('not a picture at all').toString('base64'),
      },
      location: REFUSED,
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      errors: [
        { code: 'invalid_input', field: 'signature', message: SIGNING_MESSAGES.drawnUnreadable },
      ],
    });
    expect(await signaturesOf()).toHaveLength(0);

    const png = signaturePng();
    const drawn = await sign(document.uuid, {
      sha256: document.sha256,
      signature: { kind: 'DRAWN', pngBase64: png.toString('base64') },
      location: REFUSED,
    });
    expect(drawn.statusCode, drawn.body).toBe(201);
    const [row] = await signaturesOf();
    expect(row).toMatchObject({ kind: 'DRAWN', typedName: null, latitude: null, longitude: null });
    expect(Buffer.from(row?.drawnPng ?? []).equals(png)).toBe(true);
    const certificate = (await pdfText(row?.signedContent ?? new Uint8Array())).at(-1);
    expect(certificate).toContain('Signature (drawn)');
    expect(certificate).toContain('declined to share their location');
  });

  it('refuses a drawing larger than the signature box from its header, before decoding it', async () => {
    await consent();
    const document = await firstDocument();
    for (const [width, height] of [
      [4000, 4000],
      [601, 200],
      [600, 201],
    ] as const) {
      const huge = await sign(document.uuid, {
        sha256: document.sha256,
        signature: { kind: 'DRAWN', pngBase64: signaturePng(width, height).toString('base64') },
        location: REFUSED,
      });
      expect(huge.statusCode).toBe(400);
      expect(huge.json()).toEqual({
        errors: [
          { code: 'invalid_input', field: 'signature', message: SIGNING_MESSAGES.drawnTooLarge },
        ],
      });
    }
    expect(await signaturesOf()).toHaveLength(0);
    const boxSized = await sign(document.uuid, {
      sha256: document.sha256,
      signature: { kind: 'DRAWN', pngBase64: signaturePng(600, 200).toString('base64') },
      location: REFUSED,
    });
    expect(boxSized.statusCode, boxSized.body).toBe(201);
  });

  it('takes a typed name only when it is the borrower’s own, whatever its case, spacing and accents', async () => {
    await consent();
    const [document, other] = await toSign();
    if (!document || !other) throw new Error('fewer than two closing documents');
    const body = (name: string, target = document) => ({
      sha256: target.sha256,
      signature: { kind: 'TYPED', name },
      location: REFUSED,
    });
    const someoneElse = await sign(document.uuid, body('Mickey Mouse'));
    expect(someoneElse.statusCode).toBe(400);
    expect(someoneElse.json()).toEqual({
      errors: [
        {
          code: 'invalid_input',
          field: 'signature.name',
          message: 'Please type your full name as it appears on your application: Pat Signer',
        },
      ],
    });
    expect((await sign(document.uuid, body('Pat'))).statusCode).toBe(400);
    expect(await signaturesOf()).toHaveLength(0);

    expect((await sign(document.uuid, body('  PAT   signer '))).statusCode).toBe(201);
    expect((await sign(other.uuid, body('Pát Sígner', other))).statusCode).toBe(201);
    const typed = (await signaturesOf()).map((row) => row.typedName).sort();
    expect(typed).toEqual(['  PAT   signer '.trim(), 'Pát Sígner'].sort());
  });

  it('finds a document by its id in upper case, as it finds the application', async () => {
    await consent();
    const document = await firstDocument();
    const upper = document.uuid.toUpperCase();
    const content = await call('GET', `/signing/documents/${upper}/content`);
    expect(content.statusCode).toBe(200);
    const signed = await call(
      'POST',
      `/signing/documents/${upper}/signatures`,
      { sha256: document.sha256, signature: TYPED, location: REFUSED },
      borrower,
      borrower.applicationUuid.toUpperCase(),
    );
    expect(signed.statusCode, signed.body).toBe(201);
    expect((await call('GET', `/signing/documents/${upper}/signed`)).statusCode).toBe(200);
  });

  it('refuses a hash that is not the stored document’s, and a document changed since', async () => {
    await consent();
    const document = await firstDocument();
    const stale = await sign(document.uuid, {
      sha256: sha256(new TextEncoder().encode('an older version')),
      signature: TYPED,
      location: REFUSED,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      errors: [
        { code: 'document_changed', field: 'sha256', message: SIGNING_MESSAGES.hashChanged },
      ],
    });

    // The stored bytes no longer match the hash on record (changed behind the record's back).
    await journey.workflow.db
      .update(applicationDocuments)
      .set({ content: await samplePdf('Something else') })
      .where(eq(applicationDocuments.uuid, document.uuid));
    const changed = await sign(document.uuid, {
      sha256: document.sha256,
      signature: TYPED,
      location: REFUSED,
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors[0].message).toBe(SIGNING_MESSAGES.hashChanged);
    expect(await signaturesOf()).toHaveLength(0);
  });

  it('refuses signing twice, and a signature in the wrong shape', async () => {
    await consent();
    const document = await firstDocument();
    const body = { sha256: document.sha256, signature: TYPED, location: REFUSED };
    expect((await sign(document.uuid, body)).statusCode).toBe(201);
    const again = await sign(document.uuid, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errors: [{ code: 'conflict', message: SIGNING_MESSAGES.alreadySigned }],
    });
    expect(await signaturesOf()).toHaveLength(1);

    const [other] = await toSign();
    if (!other) throw new Error('one closing document only');
    const noName = await sign(other.uuid, {
      ...body,
      sha256: other.sha256,
      signature: { kind: 'TYPED', name: ' ' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0].message).toBe(SIGNING_MESSAGES.typedName);
    const farAway = await sign(other.uuid, {
      ...body,
      sha256: other.sha256,
      location: { status: 'SHARED', latitude: 95, longitude: 0, accuracyMeters: 1 },
    });
    expect(farAway.statusCode).toBe(400);
    expect(await signaturesOf()).toHaveLength(1);
  });

  it('answers 404 for another borrower’s document or application, and changes nothing', async () => {
    const stranger = (await borrowerAtSigning('Stranger')).borrower;
    await consent();
    await call('POST', '/signing/consent', { textVersion: 'esign-2025-01' }, stranger);
    const document = await firstDocument();
    const body = { sha256: document.sha256, signature: TYPED, location: REFUSED };
    // Their own application, my document.
    const viaOwn = await sign(document.uuid, body, stranger);
    expect(viaOwn.statusCode).toBe(404);
    // My application, their token.
    const viaMine = await call(
      'POST',
      `/signing/documents/${document.uuid}/signatures`,
      body,
      stranger,
      borrower.applicationUuid,
    );
    expect(viaMine.statusCode).toBe(404);
    for (const path of ['/content', '/signed']) {
      const read = await call(
        'GET',
        `/signing/documents/${document.uuid}${path}`,
        undefined,
        stranger,
      );
      expect(read.statusCode).toBe(404);
    }
    expect(await signaturesOf()).toHaveLength(0);
    expect(await signaturesOf(stranger.applicationUuid)).toHaveLength(0);
  });

  it('moves on (SIGN_DOCUMENTS) with the last signature, then refuses signing in that state', async () => {
    await consent();
    const [last, ...others] = await toSign();
    if (!last) throw new Error('no closing document');
    for (const document of others) {
      const res = await sign(document.uuid, {
        sha256: document.sha256,
        signature: TYPED,
        location: REFUSED,
      });
      expect(res.statusCode).toBe(201);
      expect(await state()).toBe('NOTE_SIGNING');
    }
    const final = await sign(last.uuid, {
      sha256: last.sha256,
      signature: TYPED,
      location: REFUSED,
    });
    expect(final.statusCode).toBe(201);
    expect(final.json<SigningView>()).toMatchObject({ open: false, consented: true });
    expect(await state()).toBe('DEED_SIGNING');
    const events = await journey.workflow.db
      .select({ event: applicationEvents.event, toState: applicationEvents.toState })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationUuid, borrower.applicationUuid))
      .orderBy(asc(applicationEvents.id));
    expect(events.at(-1)).toEqual({ event: 'SIGN_DOCUMENTS', toState: 'DEED_SIGNING' });
    expect(events.filter((e) => e.event === 'SIGN_DOCUMENTS')).toHaveLength(1);

    // Signing is closed now; the signed copies stay downloadable.
    expect((await consent()).statusCode).toBe(409);
    expect((await consent()).json()).toEqual({
      errors: [{ code: 'conflict', message: 'This step is no longer available' }],
    });
    const listed = (await view()).documents;
    expect(listed.map((d) => d.status)).toEqual([
      'AGREED',
      ...others.map(() => 'SIGNED'),
      'SIGNED',
    ]);
    for (const document of listed.filter((d) => d.status === 'SIGNED')) {
      const copy = await call('GET', `/signing/documents/${document.uuid}/signed`);
      expect(sha256(copy.rawPayload)).toBe(document.signedSha256);
      const original = await call('GET', `/signing/documents/${document.uuid}/content`);
      const pages = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPageCount();
      expect(await pages(copy.rawPayload)).toBe((await pages(original.rawPayload)) + 1);
    }
  });

  it('refuses the consent and signatures before the documents are ready', async () => {
    const early = (await walkJourney(journey, { lastName: 'Early' }, 'IDENTITY_VERIFICATION'))
      .borrower;
    const refused = await call('POST', '/signing/consent', { textVersion: 'v1' }, early);
    expect(refused.statusCode).toBe(409);
    const listed = (await call('GET', '/signing', undefined, early)).json<SigningView>();
    expect(listed).toEqual({ consented: false, open: false, documents: [] });
  });
});
