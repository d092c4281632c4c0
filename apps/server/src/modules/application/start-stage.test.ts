import type { ApplicationStatus, HelocApplication } from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationDocuments, profiles } from '../../db/schema';
import {
  borrowerClient,
  useJourneyApp,
  registerBorrower,
  type BorrowerFixture,
} from './test-support/journey-app';

const IDENTITY = '/identity/secure/api/v1_1/identity';
const HMDA = { ethnicity: 'DECLINED', race: ['DECLINED'], sex: 'DECLINED' };

describe('the start of the application: profile, HMDA and the summary', () => {
  const journey = useJourneyApp();

  async function stateOf(borrower: BorrowerFixture): Promise<string> {
    return (await borrowerClient(journey, borrower).status()).json<ApplicationStatus>().state;
  }

  async function send(
    borrower: BorrowerFixture,
    method: 'POST' | 'PUT',
    path: string,
    body?: object,
  ) {
    const res = await borrowerClient(journey, borrower).send(method, path, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ApplicationStatus>();
  }

  /** Pre-qualified, liens confirmed and an offer of $20,000 chosen: IN_PROGRESS. */
  async function atMoreProfile(): Promise<BorrowerFixture> {
    const borrower = await registerBorrower(journey, { lastName: 'Sample' });
    await journey.drain();
    await send(borrower, 'POST', '/liens/confirm', { confirmed: true });
    const view = (await borrowerClient(journey, borrower).application()).json<HelocApplication>();
    await send(borrower, 'PUT', '/offer', { offerId: view.offers[0]?.id, amount: 2_000_000 });
    return borrower;
  }

  async function atSummary(): Promise<BorrowerFixture> {
    const borrower = await atMoreProfile();
    await send(borrower, 'PUT', '/profile', { ssn: '123-45-6789', propertyOwnership: 'OWNED' });
    await send(borrower, 'POST', '/consents', {
      type: 'HARD_CREDIT_PULL',
      granted: true,
      textVersion: 'hard-2025-01',
    });
    await send(borrower, 'PUT', '/hmda', HMDA);
    await journey.drain();
    expect(await stateOf(borrower)).toBe('APP_SUBMISSION');
    return borrower;
  }

  async function summaries(borrower: BorrowerFixture): Promise<number> {
    const rows = await journey.workflow.db
      .select({ uuid: applicationDocuments.uuid })
      .from(applicationDocuments)
      .where(
        and(
          eq(applicationDocuments.applicationUuid, borrower.applicationUuid),
          eq(applicationDocuments.type, 'APPLICATION_SUMMARY'),
        ),
      );
    return rows.length;
  }

  it('asks for the SSN while none is on file, and changes nothing without it', async () => {
    const borrower = await atMoreProfile();
    const res = await borrowerClient(journey, borrower).send('PUT', '/profile', {
      propertyOwnership: 'OWNED',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          code: 'invalid_input',
          message: 'Please enter your Social Security number',
          field: 'ssn',
        },
      ],
    });
    const identity = await borrowerClient(journey, borrower).get(IDENTITY);
    expect(identity.json()).toMatchObject({ hasSsn: false, ssnLast4: null });
    expect(identity.json().addresses[0].ownership).not.toBe('OWNED');
  });

  it('keeps the SSN on file when the profile is saved again without one', async () => {
    const borrower = await atSummary();
    const [before] = await journey.workflow.db
      .select({ ssn: profiles.ssnCiphertext })
      .from(profiles)
      .where(eq(profiles.identityUuid, borrower.identityUuid));
    expect(await send(borrower, 'PUT', '/profile', { propertyOwnership: 'OWNED' })).toMatchObject({
      state: 'APP_SUBMISSION',
    });
    const [after] = await journey.workflow.db
      .select({ ssn: profiles.ssnCiphertext })
      .from(profiles)
      .where(eq(profiles.identityUuid, borrower.identityUuid));
    expect(after?.ssn).toBe(before?.ssn);
    const identity = (await borrowerClient(journey, borrower).get(IDENTITY)).json();
    expect(identity).toMatchObject({ hasSsn: true, ssnLast4: '6789' });
    expect(JSON.stringify(identity)).not.toContain('12345');
  });

  it('returns the HMDA answers, and a change from the summary generates the summary again', async () => {
    const borrower = await atSummary();
    expect(await summaries(borrower)).toBe(1);
    const changed = { ethnicity: ['NOT_HISPANIC_OR_LATINO'], race: ['WHITE'], sex: ['MALE'] };
    const waiting = await send(borrower, 'PUT', '/hmda', changed);
    expect(waiting).toMatchObject({ state: 'GEN_APP_SUBMISSION', waiting: true });
    await journey.drain();
    expect(await stateOf(borrower)).toBe('APP_SUBMISSION');
    expect(await summaries(borrower)).toBe(2);
    const view = (await borrowerClient(journey, borrower).application()).json<HelocApplication>();
    expect(view.hmda).toMatchObject(changed);
  });

  it('lets the offer change from the summary, and the summary follows it', async () => {
    const borrower = await atSummary();
    const client = borrowerClient(journey, borrower);
    const offer = (await client.application()).json<HelocApplication>().offers[0];
    await send(borrower, 'PUT', '/offer', { offerId: offer?.id, amount: 2_500_000 });
    expect(await stateOf(borrower)).toBe('GEN_APP_SUBMISSION');
    await journey.drain();
    expect(await stateOf(borrower)).toBe('APP_SUBMISSION');
    expect((await client.application()).json<HelocApplication>().amount).toBe(2_500_000);
    expect(await summaries(borrower)).toBe(2);
  });

  it('sends a borrower who says at the summary that the home is not theirs to the review', async () => {
    const borrower = await atSummary();
    expect(
      await send(borrower, 'PUT', '/profile', { propertyOwnership: 'NOT_OWNED' }),
    ).toMatchObject({ state: 'PROPERTY_REVIEW' });
  });

  it('refuses to submit before the early disclosures are accepted, then submits', async () => {
    const borrower = await atSummary();
    const refused = await borrowerClient(journey, borrower).send('POST', '/submit');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      errors: [
        { code: 'conflict', message: 'Please read and accept the disclosures before submitting' },
      ],
    });
    expect(await stateOf(borrower)).toBe('APP_SUBMISSION');
    await send(borrower, 'POST', '/consents', {
      type: 'HELOC_EARLY_DISCLOSURES',
      granted: true,
      textVersion: 'heloc-early-2025-01',
    });
    expect(await send(borrower, 'POST', '/submit')).toMatchObject({
      state: 'WAITING_FOR_HARD_CREDIT_PULL',
    });
  });
});
