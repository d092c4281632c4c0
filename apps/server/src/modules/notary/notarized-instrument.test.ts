import { randomUUID } from 'node:crypto';
import { PDFDocument } from '@cantoo/pdf-lib';
import {
  NOTARY_MESSAGES,
  type ApplicationStatus,
  type NotaryRoomTicket,
  type SigningView,
} from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationDocuments, notaryRooms, signatures } from '../../db/schema';
import { useJourneyApp } from '../application/test-support/journey-app';
import { walkJourney } from '../application/test-support/walk-journey';
import { readSignatureFields, type SignatureField } from '../documents/pdf/signature-fields';
import { extractedText, pdfFonts, qpdfCheck, textInBox } from '../documents/testing/pdf-tools';
import { above } from '../documents/testing/signature-lines';
import { signEveryDocument } from '../signing/test-support';
import {
  ACKNOWLEDGMENT,
  joinRoom,
  notarize,
  opsToken,
  OPS_SESSIONS,
} from './test-support/room-client';

const NAME = 'Nguyễn Zoë Ångström-王芳';

// Each of the heavier tests reads every PDF with poppler and qpdf: they get two minutes.
describe('signatures and the notary on the page', () => {
  const journey = useJourneyApp();

  async function signedBorrower() {
    const walked = await walkJourney(
      journey,
      { firstName: 'Nguyễn Zoë', lastName: 'Ångström-王芳' },
      'NOTE_SIGNING',
    );
    await signEveryDocument(walked.client, NAME);
    return walked;
  }

  const documentsOf = (applicationUuid: string) =>
    journey.workflow.db
      .select()
      .from(applicationDocuments)
      .where(
        and(
          eq(applicationDocuments.applicationUuid, applicationUuid),
          eq(applicationDocuments.origin, 'GENERATED'),
        ),
      );

  it('puts each signature on its line and the day on its date line, keeping the certificate', async () => {
    const { borrower } = await signedBorrower();
    const rows = await journey.workflow.db
      .select()
      .from(signatures)
      .where(eq(signatures.applicationUuid, borrower.applicationUuid));
    const documents = new Map(
      (await documentsOf(borrower.applicationUuid)).map((d) => [d.uuid, d]),
    );
    // Every closing document but the E-SIGN disclosure (the record of the consent) and the
    // notice of the right to cancel, neither of which is e-signed.
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows) {
      const original = documents.get(row.documentUuid)!;
      const fields = readSignatureFields(await PDFDocument.load(original.content!));
      const lines = fields.filter(
        (field) => field.kind === 'SIGNATURE' && field.signer === 'BORROWER',
      );
      expect(lines.length, original.type).toBeGreaterThan(0);
      for (const line of lines) {
        expect(textInBox(original.content!, above(line)), original.type).toBe('');
        expect(textInBox(row.signedContent, above(line)), original.type).toBe(NAME);
      }
      const dates = fields.filter((field) => field.kind === 'DATE' && field.signer === 'BORROWER');
      for (const date of dates) {
        expect(textInBox(row.signedContent, above(date)), original.type).toMatch(
          /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
        );
      }
      // The certificate page is still the last, with the hash of what was reviewed.
      const text = extractedText(row.signedContent);
      expect(text.replace(/\s/g, '')).toContain(original.sha256);
      expect(text).toContain('Signing certificate');
      expect(qpdfCheck(row.signedContent), original.type).toMatchObject({ ok: true });
      expect(pdfFonts(row.signedContent).every((font) => font.embedded)).toBe(true);
    }
    // Each owner's notice of the right to cancel is delivered at notarization, never e-signed.
    const signedTypes = rows.map((row) => documents.get(row.documentUuid)?.type);
    expect(signedTypes).not.toContain('RIGHT_TO_CANCEL_NOTICE');
    expect(signedTypes).not.toContain('ESIGN_CONSENT');
  }, 120_000);

  it('fills the acknowledgment at notarization: county, notary, commission, signature and seal', async () => {
    const { borrower, client } = await signedBorrower();
    await notarize(journey.app, journey.database.db, borrower);
    expect((await client.status()).json<ApplicationStatus>().state).toBe('TRUST_AND_INSURANCE');
    const deed = (await documentsOf(borrower.applicationUuid)).find(
      (d) => d.type === 'DEED_OF_TRUST',
    )!;
    const response = await client.get(
      `/service-application/api/v1/application/heloc/${borrower.applicationUuid}/signing/documents/${deed.uuid}/notarized`,
    );
    expect(response.statusCode).toBe(200);
    const notarized = new Uint8Array(response.rawPayload);
    const [room] = await journey.database.db
      .select()
      .from(notaryRooms)
      .where(eq(notaryRooms.applicationUuid, borrower.applicationUuid));
    expect(response.headers['x-content-sha256']).toBe(room!.notarizedSha256);
    // The signing view names the notarized copy's hash beside the signed copy's.
    const view = await client.get(
      `/service-application/api/v1/application/heloc/${borrower.applicationUuid}/signing`,
    );
    const listed = view.json<SigningView>().documents.find((d) => d.uuid === deed.uuid);
    expect(listed?.notarizedSha256).toBe(room!.notarizedSha256);
    expect(listed?.signedSha256).not.toBe(room!.notarizedSha256);
    expect(room!.acknowledgment).toMatchObject({
      ...ACKNOWLEDGMENT,
      state: 'Colorado',
      method: 'ENOTARY',
    });
    expect(qpdfCheck(notarized)).toMatchObject({ ok: true });

    const fields = readSignatureFields(await PDFDocument.load(deed.content!));
    const blank = (key: string) =>
      fields.find((field) => field.kind === 'BLANK' && field.key === key) as SignatureField;
    const notaryName = room!.completedByName!;
    expect(textInBox(notarized, above(blank('county')))).toBe('Denver');
    expect(textInBox(notarized, above(blank('notaryName')))).toBe(notaryName);
    expect(textInBox(notarized, above(blank('commissionNumber')))).toBe('20264012345');
    expect(textInBox(notarized, above(blank('commissionExpires')))).toBe('June 30, 2030');
    expect(textInBox(notarized, above(blank('notarialAct')))).toContain(
      'remote online notarization',
    );
    const signatureLine = (signer: string) =>
      fields.find(
        (field) => field.kind === 'SIGNATURE' && field.signer === signer,
      ) as SignatureField;
    expect(textInBox(notarized, above(signatureLine('BORROWER')))).toBe(NAME);
    expect(textInBox(notarized, above(signatureLine('NOTARY')))).toBe(notaryName);
    const seal = fields.find((field) => field.kind === 'SEAL') as SignatureField;
    const sealText = textInBox(notarized, { ...seal, bottom: seal.y, height: seal.width });
    expect(sealText).toContain('ELECTRONIC NOTARY');
    expect(sealText).toContain('Comm. No. 20264012345');
    expect(sealText).toContain('Expires 06/30/2030');

    // The borrower's signing certificate, then the notarial certificate with every hash.
    const text = extractedText(notarized);
    expect(text).toContain('Signing certificate');
    expect(text).toContain('Electronic notarial certificate');
    const [signature] = await journey.database.db
      .select()
      .from(signatures)
      .where(eq(signatures.documentUuid, deed.uuid));
    const flat = text.replace(/\s/g, '');
    expect(flat).toContain(deed.sha256);
    expect(flat).toContain(signature!.signedSha256);
    // The signed copy itself is kept as it was signed.
    expect(signature!.signedContent.byteLength).toBeGreaterThan(0);
  }, 120_000);

  it('refuses a commission that has expired or a missing county, and changes nothing', async () => {
    const { borrower, client } = await signedBorrower();
    const ticket = await client.send('POST', '/notary/room-ticket');
    const room = await joinRoom(journey.app, ticket.json<NotaryRoomTicket>());
    const token = await opsToken(journey.app, journey.database.db, {
      email: `walk.notary.${randomUUID()}@openheloc.test`,
    });
    const complete = (payload: Record<string, string>) =>
      journey.app.inject({
        method: 'POST',
        url: `${OPS_SESSIONS}/${borrower.applicationUuid}/complete`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const expired = await complete({ ...ACKNOWLEDGMENT, commissionExpires: '2020-01-31' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors[0]).toEqual({
      code: 'invalid_input',
      field: 'commissionExpires',
      message: NOTARY_MESSAGES.commissionExpired,
    });
    const noCounty = await complete({ ...ACKNOWLEDGMENT, county: ' ' });
    expect(noCounty.statusCode).toBe(400);
    expect(noCounty.json().errors[0].message).toBe(NOTARY_MESSAGES.countyRequired);
    room.close();
    expect((await client.status()).json<ApplicationStatus>().state).toBe('DEED_SIGNING');
  });
});
