import { type DocumentRendition } from '@openheloc/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationDocuments } from '../../../db/schema';
import {
  borrowerClient,
  registerBorrower,
  useJourneyApp,
  type JourneyApp,
} from '../../application/test-support/journey-app';
import { walkJourney } from '../../application/test-support/walk-journey';
import { visibleText, wordsApart } from './testing/rendition-words';

const NAME = { firstName: 'Nguyễn Zoë', lastName: 'Ångström-王芳' };
const renditionUrl = (applicationUuid: string, documentUuid: string) =>
  `/service-application/api/v1/application/heloc/${applicationUuid}/documents/${documentUuid}/rendition`;

async function documentsOf(journey: JourneyApp, applicationUuid: string, types: string[]) {
  return journey.workflow.db
    .select()
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.applicationUuid, applicationUuid),
        inArray(applicationDocuments.type, types),
      ),
    );
}

/** The rendition answered, bound to the stored PDF's hash, with every word of it and no other. */
async function expectReadable(
  client: ReturnType<typeof borrowerClient>,
  document: Awaited<ReturnType<typeof documentsOf>>[number],
): Promise<string> {
  const res = await client.get(renditionUrl(document.applicationUuid, document.uuid));
  expect(res.statusCode, `${document.type}: ${res.body}`).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const rendition = res.json<DocumentRendition>();
  expect(rendition).toMatchObject({ documentUuid: document.uuid, sha256: document.sha256 });
  expect(rendition.html).toContain(`data-sha256="${document.sha256}"`);
  expect(wordsApart(document.content!, rendition.html), document.type).toEqual({
    onlyInHtml: [],
    onlyInPdf: [],
  });
  return visibleText(rendition.html);
}

// The documents a borrower reads outside the signing (decision 0045): each one's text, bound to
// its PDF as the closing documents' is.
describe('the readable rendition of the notices and disclosures', () => {
  const journey = useJourneyApp();

  it('gives the summary, the early disclosure and the notice of the right to cancel as text', async () => {
    const { borrower, client } = await walkJourney(journey, NAME, 'TRUST_AND_INSURANCE');
    await journey.drain();
    const documents = await documentsOf(journey, borrower.applicationUuid, [
      'APPLICATION_SUMMARY',
      'HELOC_EARLY_DISCLOSURE',
      'RIGHT_TO_CANCEL_NOTICE',
    ]);
    expect(documents.map((d) => d.type).sort()).toEqual([
      'APPLICATION_SUMMARY',
      'HELOC_EARLY_DISCLOSURE',
      'RIGHT_TO_CANCEL_NOTICE',
    ]);
    for (const document of documents) {
      const text = await expectReadable(client, document);
      expect(text, document.type).toContain(`${NAME.firstName} ${NAME.lastName}`);
      if (document.type === 'RIGHT_TO_CANCEL_NOTICE') {
        const { lastDay } = document.sourceData as { lastDay: string };
        expect(text).toContain(`Your right to cancel ends`);
        expect(text).toContain(`${lastDay.slice(0, 4)} (Pacific Time)`);
      }
    }

    // Only the borrower's own generated documents: not an upload, not another application's.
    const upload = await client.uploadImage('PASSPORTFRONT');
    const notReadable = await client.get(renditionUrl(borrower.applicationUuid, upload));
    expect(notReadable.statusCode).toBe(404);
    const other = borrowerClient(journey, await registerBorrower(journey, { lastName: 'Other' }));
    const foreign = await other.get(
      renditionUrl(other.borrower.applicationUuid, documents[0]!.uuid),
    );
    expect(foreign.statusCode).toBe(404);
  }, 180_000);

  it('gives a declined applicant the statement of credit denial as text', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Decline' });
    await journey.drain();
    const [notice] = await documentsOf(journey, borrower.applicationUuid, [
      'ADVERSE_ACTION_NOTICE',
    ]);
    if (!notice) throw new Error('no statement of credit denial');
    await expectReadable(borrowerClient(journey, borrower), notice);
  }, 60_000);
});
