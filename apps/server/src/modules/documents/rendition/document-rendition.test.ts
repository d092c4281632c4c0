import { SIGNING_MESSAGES, type DocumentRendition, type SigningView } from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationDocuments } from '../../../db/schema';
import { useJourneyApp } from '../../application/test-support/journey-app';
import { walkJourney } from '../../application/test-support/walk-journey';
import { DocumentBuilder } from '../pdf/document-model';
import { renditionHtml } from './html-rendition';
import { visibleText, wordsApart } from './testing/rendition-words';

const FIRST = 'Nguyễn Zoë';
const LAST = 'Ångström-王芳';

describe('the readable rendition of a closing document', () => {
  const journey = useJourneyApp();
  const renditionPath = (document: { uuid: string }) =>
    `/signing/documents/${document.uuid}/rendition`;

  it('is the PDF’s text, bound to its hash, for every closing document', async () => {
    const { borrower, client } = await walkJourney(
      journey,
      { firstName: FIRST, lastName: LAST },
      'NOTE_SIGNING',
    );
    const base = `/service-application/api/v1/application/heloc/${borrower.applicationUuid}`;
    // Agreed first, so the E-SIGN disclosure, the record of that consent, is listed too.
    await client.send('POST', '/signing/consent', { textVersion: 'esign-2025-01' });
    const view = (await client.get(`${base}/signing`)).json<SigningView>();
    expect(view.documents.map((d) => d.type)).toContain('ESIGN_CONSENT');
    expect(view.documents.length).toBeGreaterThan(6);
    const rows = await journey.workflow.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationUuid, borrower.applicationUuid));
    for (const document of view.documents) {
      const res = await client.get(`${base}${renditionPath(document)}`);
      expect(res.statusCode, `${document.type}: ${res.body}`).toBe(200);
      const rendition = res.json<DocumentRendition>();
      expect(rendition).toMatchObject({ documentUuid: document.uuid, sha256: document.sha256 });
      expect(rendition.html).toContain(`data-sha256="${document.sha256}"`);
      expect(rendition.html).toContain(`<code>${document.sha256}</code>`);
      const pdf = rows.find((row) => row.uuid === document.uuid)!.content!;
      // Every word of the PDF is in the HTML and the other way round.
      expect(wordsApart(pdf, rendition.html), document.type).toEqual({
        onlyInHtml: [],
        onlyInPdf: [],
      });
      expect(visibleText(rendition.html), document.type).toContain(`${FIRST} ${LAST}`);
    }
  }, 180_000);

  it('is refused as stale when the document’s data no longer makes its PDF, and is the owner’s only', async () => {
    const { borrower, client } = await walkJourney(journey, { lastName: 'Okafor' }, 'NOTE_SIGNING');
    const base = `/service-application/api/v1/application/heloc/${borrower.applicationUuid}`;
    const [document] = (await client.get(`${base}/signing`)).json<SigningView>().documents;
    if (!document) throw new Error('no closing document');
    const [row] = await journey.workflow.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.uuid, document.uuid));
    const source = row!.sourceData as { borrower: { name: string } };
    await journey.workflow.db
      .update(applicationDocuments)
      .set({ sourceData: { ...source, borrower: { ...source.borrower, name: 'Someone Else' } } })
      .where(eq(applicationDocuments.uuid, document.uuid));
    const stale = await client.get(`${base}${renditionPath(document)}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0]).toMatchObject({ message: SIGNING_MESSAGES.renditionStale });

    const other = await walkJourney(journey, { lastName: 'Other' }, 'NOTE_SIGNING');
    const foreign = await other.client.get(
      `/service-application/api/v1/application/heloc/${other.borrower.applicationUuid}${renditionPath(document)}`,
    );
    expect(foreign.statusCode).toBe(404);
  }, 180_000);
});

describe('the rendition’s HTML', () => {
  const brand = {
    brandName: 'Acme <Home>',
    legalName: 'Acme & Sons',
    nmls: '123',
    address: '1 Main St',
    phone: '555',
    email: 'a@example.com',
    website: 'https://example.com',
    dark: '#123456',
    tint: '#abcdef',
    equalLender: 'Equal Housing Lender',
  };
  const hostile = `<img src=x onerror="alert(1)"> O'Brien & "Co" </p><script>alert(2)</script>`;

  it('escapes every text it is given, names first', () => {
    const model = new DocumentBuilder(brand, {
      title: `Agreement for ${hostile}`,
      subtitle: hostile,
      reference: 'Loan 1',
      createdAt: new Date('2026-11-27T12:00:00Z'),
      corpus: hostile,
    })
      .section(hostile)
      .paragraph(hostile, { bold: true })
      .bullets([hostile])
      .notice(hostile)
      .facts([[hostile, hostile]])
      .table([{ header: hostile, width: 1 }], [[hostile]])
      .signatureLines([{ name: hostile, role: 'Borrower' }])
      .blanks([{ key: 'county', label: hostile }], true)
      .model();
    const html = renditionHtml(model, 'a'.repeat(64));
    expect(html).not.toMatch(/<script|<img|onerror="|<\/p><script/);
    expect(html).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; O&#39;Brien &amp; &quot;Co&quot; &lt;/p&gt;&lt;script&gt;',
    );
    expect(html).toContain('Acme &lt;Home&gt;');
    // Each element the structure asks for, with the text inside it.
    expect(html).toMatch(/<h3>Agreement for &lt;img/);
    expect(html).toMatch(/<h4>&lt;img/);
    expect(html).toMatch(/<th scope="col">&lt;img/);
    expect(html).toMatch(/<dt>&lt;img[^<]*<\/dt><dd>&lt;img/);
  });
});
