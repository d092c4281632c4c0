import type { HelocApplication } from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationDocuments, applications } from '../../db/schema';
import {
  borrowerClient,
  registerBorrower,
  useJourneyApp,
  type JourneyApp,
} from './test-support/journey-app';
import { accepted, walkJourney } from './test-support/walk-journey';

const HAZARD = {
  kind: 'HAZARD',
  carrier: 'Sandbox Mutual',
  policyNumber: 'HZ-1234',
  coverageAmount: 50_000_000,
  expirationDate: '2030-12-31',
};

async function rowOf(journey: JourneyApp, applicationUuid: string) {
  const [row] = await journey.workflow.db
    .select()
    .from(applications)
    .where(eq(applications.uuid, applicationUuid));
  if (!row) throw new Error('no application');
  return row;
}

/** The DSCR loan through the routing engine: rent in, offer or decline out, no rescission. */
describe('the DSCR loan', () => {
  const journey = useJourneyApp();

  it('an investment property whose rent covers the debt gets DSCR offers priced on the grid', async () => {
    const borrower = await registerBorrower(journey, {
      lastName: 'Rental',
      occupancyType: 'INVESTMENT',
    });
    expect(borrower.product).toBe('dscr');
    const client = borrowerClient(journey, borrower);
    await journey.drain();
    expect((await accepted(client.status())).state).toBe('OFFER_SELECTION');
    const application = (await client.application()).json<HelocApplication>();
    expect(application.offers.length).toBeGreaterThan(0);
    for (const offer of application.offers) expect(offer.id).toMatch(/^DSCR_/);
    const row = await rowOf(journey, borrower.applicationUuid);
    expect(row.facts.rent?.source).toBe('RENT_ESTIMATE');
    const figures = row.underwriting?.figures.dscr;
    expect(figures?.minDscrHundredths).toBe(100);
    expect(figures?.dscrHundredths).toBeGreaterThanOrEqual(100);
    expect(figures?.monthlyRent).toBe(row.facts.rent?.monthlyRent);
    // The borrower's view carries the product and the same figures, for the offer screen.
    expect(application.product).toBe('dscr');
    expect(application.dscr).toEqual(figures);
  });

  it('declines, with the reason, an investment property whose rent does not cover the debt', async () => {
    const borrower = await registerBorrower(journey, {
      lastName: 'Lowrent',
      occupancyType: 'INVESTMENT',
    });
    const client = borrowerClient(journey, borrower);
    await journey.drain();
    expect((await accepted(client.status())).state).toBe('DECLINED');
    const row = await rowOf(journey, borrower.applicationUuid);
    expect(row.underwriting?.adverseActionReasons).toEqual([
      {
        code: 'DSCR_BELOW_MINIMUM',
        reason: "Property's rental income does not cover its debt service",
      },
    ]);
    expect(row.underwriting?.figures.dscr?.dscrHundredths).toBeLessThan(100);
    // The decline screen says why with the figures underwriting used.
    expect((await client.application()).json<HelocApplication>().dscr).toEqual(
      row.underwriting?.figures.dscr,
    );
    // The adverse-action notice is made as for a declined HELOC.
    await journey.drain();
    const documents = await journey.workflow.db
      .select({ type: applicationDocuments.type })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationUuid, borrower.applicationUuid));
    expect(documents.map((document) => document.type)).toContain('ADVERSE_ACTION_NOTICE');
  });

  it('keeps the HELOC for a primary residence, and asks no rent', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Rental' });
    expect(borrower.product).toBe('heloc');
    await journey.drain();
    const row = await rowOf(journey, borrower.applicationUuid);
    expect(row.state).toBe('OFFER_SELECTION');
    expect(row.facts.rent).toBeUndefined();
    const application = (
      await borrowerClient(journey, borrower).application()
    ).json<HelocApplication>();
    expect(application.dscr).toBeNull();
    expect(row.underwriting?.offers.every((offer) => offer.id.startsWith('HELOC_'))).toBe(true);
  });

  it('skips income verification, closes with business-purpose documents and funds without a rescission wait', async () => {
    const { borrower, client } = await walkJourney(
      journey,
      { lastName: 'Rental', occupancyType: 'INVESTMENT' },
      'TRUST_AND_INSURANCE',
    );
    const types = (
      await journey.workflow.db
        .select({ type: applicationDocuments.type })
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationUuid, borrower.applicationUuid))
    ).map((document) => document.type);
    expect(types).toContain('BUSINESS_PURPOSE_CERTIFICATION');
    expect(types).not.toContain('CFPB_HELOC_BOOKLET');
    expect(types).not.toContain('RIGHT_TO_CANCEL_NOTICE');
    const notarized = await rowOf(journey, borrower.applicationUuid);
    expect(notarized.notarizedAt).not.toBeNull();
    expect(notarized.rescissionEndsAt).toBeNull();
    const insured = await accepted(client.send('POST', '/insurance', HAZARD));
    expect(insured.state).toBe('WAITING_FOR_FUNDING_DECISION');
    await journey.drain();
    expect((await accepted(client.status())).state).toBe('COMPLETE');
    // The whole closing is walked through the API on PGlite: slow on a shared machine.
  }, 300_000);
});
