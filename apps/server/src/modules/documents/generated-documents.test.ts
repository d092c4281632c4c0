import { formatCents, type Cents } from '@openheloc/domain';
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { applicationDocuments, applications, identities, profiles } from '../../db/schema';
import { useJourneyApp } from '../application/test-support/journey-app';
import { accepted, GOOD_ACCOUNT, walkJourney } from '../application/test-support/walk-journey';
import { closingPdfs } from './generated-pdfs';
import { loanFileFor } from './loan-file-loader';
import type { LoanFile } from './pdf/loan-file';
import { pdfPagesText } from './test-support';

const AUTOPAY_ACCOUNT = {
  ...GOOD_ACCOUNT,
  autopay: 'SAME_ACCOUNT',
  autopayAuthorization: { textVersion: 'autopay-authorization-2025-01' },
};

describe('generated documents', () => {
  const journey = useJourneyApp();

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

  /** A co-owner on title, signing through their own flow. */
  async function addCoOwner(applicationUuid: string, firstName: string, lastName: string) {
    const identityUuid = randomUUID();
    const [application] = await journey.workflow.db
      .select()
      .from(applications)
      .where(eq(applications.uuid, applicationUuid));
    await journey.workflow.db.insert(identities).values({
      uuid: identityUuid,
      orgCode: application!.orgCode,
      email: `${identityUuid}@example.com`,
      emailNormalized: `${identityUuid}@example.com`,
      passwordHash: 'not-used-here',
      type: 'CO_DEEDER',
    });
    await journey.workflow.db.insert(profiles).values({
      uuid: randomUUID(),
      identityUuid,
      orgCode: application!.orgCode,
      firstName,
      lastName,
    });
    await journey.workflow.db
      .update(applications)
      .set({ helocSigners: [{ identityUuid }], additionalSignerVersion: 'v1' })
      .where(eq(applications.uuid, applicationUuid));
  }

  it('makes every closing document a PDF in the lender’s brand with the borrower’s figures', async () => {
    const { borrower, client } = await walkJourney(
      journey,
      { lastName: 'Okafor', firstName: 'Ada', state: 'CO' },
      'IDENTITY_VERIFICATION',
      AUTOPAY_ACCOUNT,
    );
    await addCoOwner(borrower.applicationUuid, 'Ben', 'Okafor');
    await accepted(
      client.send('POST', '/identity', {
        idType: 'PASSPORT',
        frontDocumentUuid: await client.uploadImage('PASSPORTFRONT'),
      }),
    );
    await journey.drain();
    expect((await accepted(client.status())).state).toBe('NOTE_SIGNING');

    const rows = await documentsOf(borrower.applicationUuid);
    const [application] = await journey.workflow.db
      .select()
      .from(applications)
      .where(eq(applications.uuid, borrower.applicationUuid));
    const loanNumber = application!.loanNumber;
    expect(rows.map((row) => row.type).sort()).toEqual(
      [
        'APPLICATION_SUMMARY',
        'AUTOPAY_AUTHORIZATION',
        'CFPB_HELOC_BOOKLET',
        'CREDITDISCLOSURE',
        'DEED_OF_TRUST',
        'ESIGN_CONSENT',
        'GLBA_NOTICE',
        'HAZARD_DISCLOSURE',
        'HELOC_AGREEMENT',
        'HELOC_EARLY_DISCLOSURE',
        'STATEMENTOFLOAN',
        ...(application!.facts.flood?.floodInsuranceRequired ? ['FLOODDISCLOSURE'] : []),
      ].sort(),
    );

    const org = journey.workflow.organizations.byCode(application!.orgCode)!;
    const amount = formatCents(application!.amount as Cents, 0);
    for (const row of rows) {
      const content = row.content!;
      expect(row.contentType).toBe('application/pdf');
      expect(row.sizeBytes).toBe(content.byteLength);
      expect(row.sha256).toBe(createHash('sha256').update(content).digest('hex'));
      expect(row.fileName).toMatch(
        new RegExp(`^${row.type.toLowerCase()}-${loanNumber}(-2)?\\.pdf$`),
      );
      const pdf = await PDFDocument.load(content);
      expect(pdf.getPageCount()).toBeGreaterThan(0);
      expect(pdf.getAuthor()).toBe(org.meta.companyInfo.legalName);
      const text = (await pdfPagesText(content)).join('\n');
      expect(text, row.type).toContain(org.brandName);
      expect(text, row.type).toContain(`NMLS #${org.meta.companyInfo.nmls}`);
      expect(text, row.type).toContain(loanNumber);
      const source = row.sourceData as LoanFile;
      expect(source.loanNumber).toBe(loanNumber);
      expect(source.line.amount).toBe(application!.amount);
      if (row.type !== 'GLBA_NOTICE') expect(text, row.type).toContain('Ada Okafor');
      if (['HELOC_AGREEMENT', 'DEED_OF_TRUST', 'APPLICATION_SUMMARY'].includes(row.type)) {
        expect(text, row.type).toContain(amount);
      }
    }

    const byType = async (type: string) => {
      const row = rows.find((candidate) => candidate.type === type)!;
      return (await pdfPagesText(row.content!)).join('\n');
    };
    // Colorado is a deed-of-trust state, with the public trustee; both owners grant it.
    const deed = await byType('DEED_OF_TRUST');
    expect(deed).toContain('Public Trustee');
    expect(deed).toContain('Ada Okafor and Ben Okafor');
    expect(deed).toContain('1420 Larimer St, Denver, CO 80202');
    // The owners' notices of the right to cancel come at the notarization, not to be signed.
    expect(rows.some((row) => row.type === 'RIGHT_TO_CANCEL_NOTICE')).toBe(false);
    // The agreement states the chosen line's rate, as the quote priced it.
    const quote = application!.quote!;
    const agreement = await byType('HELOC_AGREEMENT');
    expect(agreement).toContain(`${(quote.aprBps / 100).toFixed(2)}%`);
    expect(agreement).toContain(formatCents(quote.initialDraw, 2));
    const autopay = await byType('AUTOPAY_AUTHORIZATION');
    expect(autopay).toContain('ending in 1234');
  });

  it('stores the early disclosure when it is acknowledged, with the domain’s figures and 15 years of history', async () => {
    const { borrower } = await walkJourney(journey, { lastName: 'Reyes' }, 'INCOME_VERIFICATION');
    const [row] = (await documentsOf(borrower.applicationUuid)).filter(
      (candidate) => candidate.type === 'HELOC_EARLY_DISCLOSURE',
    );
    const source = row!.sourceData as LoanFile;
    const d = source.disclosure;
    expect(d.historicalExample).toHaveLength(15);
    const text = (await pdfPagesText(row!.content!)).join('\n');
    expect(text).toContain('Important terms of our home equity line of credit');
    expect(text).toContain(formatCents(d.creditLimit, 0));
    for (const year of d.historicalExample) {
      expect(text).toContain(
        `${year.year} ${(year.primeRateBps / 100).toFixed(2)}% ${(year.marginBps / 100).toFixed(2)}% ${(year.aprBps / 100).toFixed(2)}% ${formatCents(year.minimumMonthlyPayment, 2)}`,
      );
    }
    expect(text).toContain(formatCents(d.maximumExample.drawPeriodPayment, 2));
  });

  it('makes a mortgage, not a deed of trust, in a mortgage state, and no autopay authorization without autopay', async () => {
    const { borrower } = await walkJourney(
      journey,
      { lastName: 'Novak', street1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' },
      'NOTE_SIGNING',
    );
    const types = (await documentsOf(borrower.applicationUuid)).map((row) => row.type);
    expect(types).toContain('MORTGAGE');
    expect(types).not.toContain('DEED_OF_TRUST');
    expect(types).not.toContain('AUTOPAY_AUTHORIZATION');
  });

  it('adds the flood notice, with the certificate’s zone, when the home needs flood insurance', async () => {
    const { borrower } = await walkJourney(journey, { lastName: 'Flood' }, 'NOTE_SIGNING');
    const [application] = await journey.workflow.db
      .select()
      .from(applications)
      .where(eq(applications.uuid, borrower.applicationUuid));
    const file = await loanFileFor(journey.workflow, application!);
    const flooded = {
      ...file,
      flood: { zone: 'AE', certificateId: 'FC-123', insuranceRequired: true },
    };
    const documents = await closingPdfs(flooded, new Date(), { businessPurpose: false });
    const notice = documents.find((document) => document.type === 'FLOODDISCLOSURE');
    const text = (await pdfPagesText(notice!.content)).join('\n');
    expect(text).toContain('Notice of special flood hazard');
    expect(text).toContain('special flood hazards (zone AE)');
    expect(text).toContain('FC-123');
    expect(notice!.source).toEqual(flooded);
    expect(documents.filter((document) => document.type === 'FLOODDISCLOSURE')).toHaveLength(1);
  });
});
