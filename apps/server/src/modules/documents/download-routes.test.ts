import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationDocuments } from '../../db/schema';
import { hashPassword } from '../identity/password-hash';
import { createOpsUser } from '../ops-users/ops-user-store';
import { useJourneyApp } from '../application/test-support/journey-app';
import { walkJourney } from '../application/test-support/walk-journey';
import { readDocumentFile } from './document-file-service';
import { opsTokenFrom } from '../ops-users/test-support/ops-sign-in';

const PASSWORD = 'Download-Ops-2026!x';

describe('downloading a stored document', () => {
  const journey = useJourneyApp();

  async function opsHeaders(orgCodes: string[]) {
    const email = `${randomUUID()}@lender.example`;
    await createOpsUser(
      journey.workflow.db,
      { email, name: 'Dana Docs', roles: ['UNDERWRITER'], orgCodes },
      { hash: await hashPassword(PASSWORD) },
    );
    const res = await journey.app.inject({
      method: 'POST',
      url: '/ops/api/v1/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${await opsTokenFrom(journey.app, res)}` };
  }

  async function submittedWithSummary(lastName: string) {
    const walked = await walkJourney(journey, { lastName }, 'INCOME_VERIFICATION');
    const [summary] = await journey.workflow.db
      .select()
      .from(applicationDocuments)
      .where(
        and(
          eq(applicationDocuments.applicationUuid, walked.borrower.applicationUuid),
          eq(applicationDocuments.type, 'APPLICATION_SUMMARY'),
        ),
      );
    return { ...walked, summary: summary! };
  }

  const contentUrl = (applicationUuid: string, documentUuid: string) =>
    `/service-application/api/v1/application/heloc/${applicationUuid}/documents/${documentUuid}/content`;

  it('answers the owner the PDF as stored, named, with its hash', async () => {
    const { borrower, client, summary } = await submittedWithSummary('Owner');
    const res = await client.get(contentUrl(borrower.applicationUuid, summary.uuid));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${summary.fileName}"; filename*=UTF-8''${summary.fileName}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const hash = createHash('sha256').update(res.rawPayload).digest('hex');
    expect(hash).toBe(summary.sha256);
    expect(res.headers['x-document-sha256']).toBe(summary.sha256);
  });

  it('answers 404 to another borrower, for a document of another application, and for nothing', async () => {
    const owner = await submittedWithSummary('Owner');
    const stranger = await submittedWithSummary('Stranger');
    const url = contentUrl(owner.borrower.applicationUuid, owner.summary.uuid);
    expect((await stranger.client.get(url)).statusCode).toBe(404);
    // The stranger's own application with the owner's document is no way round.
    const crossed = contentUrl(stranger.borrower.applicationUuid, owner.summary.uuid);
    const res = await stranger.client.get(crossed);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ code: 'not_found', message: 'Document not found' }] });
    const missing = contentUrl(owner.borrower.applicationUuid, 'not-a-uuid');
    expect((await owner.client.get(missing)).statusCode).toBe(404);
    expect((await journey.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('lets operations serving the lender download it, and no one serving another', async () => {
    const { borrower, summary } = await submittedWithSummary('Opsview');
    const url = `/ops/api/v1/applications/${borrower.applicationUuid}/documents/${summary.uuid}/content`;
    const served = await journey.app.inject({
      method: 'GET',
      url,
      headers: await opsHeaders([journey.orgCode]),
    });
    expect(served.statusCode).toBe(200);
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(summary.sha256);
    const other = journey.workflow.organizations
      .all()
      .find((org) => org.orgCode !== journey.orgCode)!.orgCode;
    const elsewhere = await journey.app.inject({
      method: 'GET',
      url,
      headers: await opsHeaders([other]),
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('reads a document’s bytes and stored hash for the signing flow, and nothing of another application', async () => {
    const { borrower, summary } = await submittedWithSummary('Signer');
    const deps = { db: journey.workflow.db, blobs: journey.workflow.blobs };
    const file = await readDocumentFile(deps, borrower.applicationUuid, summary.uuid);
    expect(file?.sha256).toBe(createHash('sha256').update(file!.content).digest('hex'));
    expect(file?.contentType).toBe('application/pdf');
    const other = await submittedWithSummary('Other');
    expect(await readDocumentFile(deps, other.borrower.applicationUuid, summary.uuid)).toBeNull();
  });
});
