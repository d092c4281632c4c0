import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type UploadedDocument } from '@openheloc/domain';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { applicationDocuments } from '../../db/schema';
import {
  borrowerClient,
  registerBorrower,
  useJourneyApp,
} from '../application/test-support/journey-app';
import { fileOf, uploadRequest } from './test-support';

describe('POST /service-documents/api/v1/applications/{uuid}/documents', () => {
  const journey = useJourneyApp();

  async function borrowerWithClient() {
    const borrower = await registerBorrower(journey, { lastName: 'Sample' });
    return { borrower, client: borrowerClient(journey, borrower) };
  }

  const storedCount = async (applicationUuid: string) => {
    const [row] = await journey.workflow.db
      .select({ n: count() })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationUuid, applicationUuid));
    return row?.n ?? 0;
  };

  it.each([
    ['pdf', 'statement.pdf', 'application/pdf', 'USER_UPLOADED_PAYSTUB'],
    ['jpeg', 'IMG_0001.JPG', 'image/jpeg', 'DRIVERSLICENSEFRONT'],
    ['png', 'scan.png', 'image/png', 'PROOFOFHAZARDINSURANCE'],
    ['heic', 'IMG_0002.HEIC', 'image/heic', 'PASSPORTFRONT'],
  ] as const)(
    'stores a %s under a generated name, typed by its content',
    async (kind, name, mime, type) => {
      const { borrower, client } = await borrowerWithClient();
      const content = fileOf(kind, 2_000);
      const res = await client.upload(type, { name, content });
      expect(res.statusCode, res.body).toBe(201);
      const document = res.json<UploadedDocument>();
      expect(document).toMatchObject({ type, fileName: name, contentType: mime });

      const [row] = await journey.workflow.db
        .select()
        .from(applicationDocuments)
        .where(eq(applicationDocuments.uuid, document.uuid));
      expect(row?.applicationUuid).toBe(borrower.applicationUuid);
      expect(row?.content).toBeNull();
      expect(row?.storageKey).toBe(`${document.uuid.slice(0, 2)}/${document.uuid}`);
      expect(row?.storageKey).not.toContain(name);
      const stored = await journey.workflow.blobs.get(row?.storageKey ?? '');
      expect(document.sizeBytes).toBe(stored.byteLength);
      if (kind === 'pdf' || kind === 'heic') {
        // Parsed and kept as sent.
        expect(Buffer.from(stored).equals(content)).toBe(true);
        expect(document.sizeBytes).toBe(2_000);
      } else {
        // Decoded and encoded again: other bytes, the same picture.
        expect(Buffer.from(stored).equals(content)).toBe(false);
        const [sent, kept] = await Promise.all(
          [content, stored].map((bytes) => sharp(bytes).metadata()),
        );
        expect([kept?.format, kept?.width, kept?.height]).toEqual([
          sent?.format,
          sent?.width,
          sent?.height,
        ]);
      }
    },
  );

  it.each([
    ['a text file', 'notes.pdf', fileOf('text'), 400, UPLOAD_MESSAGES.wrongType],
    ['a renamed program', 'paystub.pdf', fileOf('exe'), 400, UPLOAD_MESSAGES.program],
    ['an empty file', 'empty.png', Buffer.alloc(0), 400, UPLOAD_MESSAGES.empty],
    [
      'a file over 10 MB',
      'huge.pdf',
      fileOf('pdf', MAX_UPLOAD_BYTES + 1),
      413,
      'Files must be 10.0 MB or smaller',
    ],
  ])('refuses %s and stores nothing', async (_what, name, content, status, message) => {
    const { borrower, client } = await borrowerWithClient();
    const res = await client.upload('USER_UPLOADED_PAYSTUB', { name, content });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({
      errors: [
        { code: status === 413 ? 'payload_too_large' : 'invalid_input', field: 'file', message },
      ],
    });
    expect(await storedCount(borrower.applicationUuid)).toBe(0);
  });

  it.each([
    [
      'a PDF that runs JavaScript when opened',
      'statement.pdf',
      () =>
        Buffer.from(
          fileOf('pdf')
            .toString('latin1')
            .replace(
              '<< /Type /Catalog',
              '<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> /Type /Catalog',
            ),
          'latin1',
        ),
      UPLOAD_MESSAGES.activeContent,
    ],
    [
      'a PNG that is also a web page',
      'scan.png',
      () => Buffer.concat([fileOf('png'), Buffer.from('<html><script>alert(1)</script></html>')]),
      UPLOAD_MESSAGES.disguised,
    ],
    [
      'a PDF that does not parse',
      'statement.pdf',
      () => Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type'),
      UPLOAD_MESSAGES.unreadable,
    ],
  ])('refuses %s by its content and stores nothing', async (_what, name, content, message) => {
    const { borrower, client } = await borrowerWithClient();
    const res = await client.upload('USER_UPLOADED_PAYSTUB', { name, content: content() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ code: 'invalid_input', field: 'file', message }] });
    expect(await storedCount(borrower.applicationUuid)).toBe(0);
  });

  it('refuses a PDF for a side of an ID, which is checked from a photo', async () => {
    const { client } = await borrowerWithClient();
    const res = await client.upload('PASSPORTFRONT', {
      name: 'passport.pdf',
      content: fileOf('pdf'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(UPLOAD_MESSAGES.photoOnly);
  });

  it('refuses the same file twice on one application, and takes it on another', async () => {
    const { borrower, client } = await borrowerWithClient();
    const content = fileOf('jpeg');
    const first = await client.upload('USER_UPLOADED_PAYSTUB', { name: 'a.jpg', content });
    expect(first.statusCode).toBe(201);
    const again = await client.upload('BANK_STATEMENT', { name: 'renamed.jpg', content });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errors: [{ code: 'conflict', message: UPLOAD_MESSAGES.duplicate }],
    });
    expect(await storedCount(borrower.applicationUuid)).toBe(1);

    const other = await borrowerWithClient();
    const elsewhere = await other.client.upload('USER_UPLOADED_PAYSTUB', {
      name: 'a.jpg',
      content,
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("answers 404 for another borrower's application and stores nothing there", async () => {
    const owner = await borrowerWithClient();
    const stranger = await borrowerWithClient();
    const request = uploadRequest(owner.borrower.applicationUuid, 'USER_UPLOADED_PAYSTUB', {
      name: 'stub.pdf',
      content: fileOf('pdf'),
    });
    const res = await journey.app.inject({
      ...request,
      headers: { ...stranger.client.headers, ...request.headers },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: [{ code: 'not_found', message: 'Application not found' }],
    });
    expect(await storedCount(owner.borrower.applicationUuid)).toBe(0);
  });

  it('refuses a document type a borrower does not upload, and a request without a file', async () => {
    const { client } = await borrowerWithClient();
    const generated = await client.upload('APPLICATION_SUMMARY', {
      name: 'summary.pdf',
      content: fileOf('pdf'),
    });
    expect(generated.statusCode).toBe(400);
    expect(generated.json()).toEqual({
      errors: [
        {
          code: 'invalid_input',
          field: 'type',
          message: 'This kind of document cannot be uploaded',
        },
      ],
    });
    const noFile = await client.upload('USER_UPLOADED_PAYSTUB', {
      name: 'stub.pdf',
      content: Buffer.alloc(0),
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('asks for a sign-in first', async () => {
    const { borrower } = await borrowerWithClient();
    const res = await journey.app.inject(
      uploadRequest(borrower.applicationUuid, 'USER_UPLOADED_PAYSTUB', {
        name: 'stub.pdf',
        content: fileOf('pdf'),
      }),
    );
    expect(res.statusCode).toBe(401);
  });
});
