import type { HelocApplication } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CREDIT_BUREAU } from '../../providers/credit/sandbox';
import type { CreditFacts } from '../../core/facts';
import { creditScoreDisclosureOf } from '../documents/credit-disclosure';
import { borrowerClient, useJourneyApp, registerBorrower } from './test-support/journey-app';
import type { ApplicationRow } from '../../db/rows';

const PULLED_AT = '2025-03-04T15:00:00.000Z';
const FACTORS = ['One', 'Two', 'Three', 'Four', 'Five'];

const found = (overrides: Partial<CreditFacts> = {}): CreditFacts => ({
  pullType: 'SOFT',
  outcome: 'FOUND',
  pulledAt: PULLED_AT,
  reportId: 'cr_1',
  score: 580,
  scoreFactors: FACTORS,
  summary: { status: 'NO_FILE' },
  bureau: SANDBOX_CREDIT_BUREAU,
  ...overrides,
});

const decided = {} as NonNullable<ApplicationRow['underwriting']>;
const row = (
  credit: CreditFacts | undefined,
  underwriting: ApplicationRow['underwriting'] = decided,
) => ({ underwriting, facts: credit ? { credit } : {} });

describe('creditScoreDisclosureOf', () => {
  it.each([
    ['no decision yet', row(found(), null)],
    ['no credit facts', row(undefined)],
    ['a frozen file', row(found({ outcome: 'FROZEN', score: null }))],
    ['a file without a score', row(found({ score: null }))],
    ['facts stored before the bureau was recorded', row(found({ bureau: undefined }))],
  ])('is null for %s', (_label, application) => {
    expect(creditScoreDisclosureOf(application)).toBeNull();
  });

  it('gives the score, range, date, the first four factors and the bureau contact', () => {
    expect(creditScoreDisclosureOf(row(found()))).toEqual({
      score: 580,
      range: { min: 300, max: 850 },
      date: PULLED_AT,
      keyFactors: ['One', 'Two', 'Three', 'Four'],
      bureau: {
        name: 'OpenHELOC Sandbox Credit Bureau',
        address: SANDBOX_CREDIT_BUREAU.address,
        phone: SANDBOX_CREDIT_BUREAU.phone,
      },
    });
  });
});

describe('GET application: credit score disclosure', () => {
  const journey = useJourneyApp();

  const settled = async (lastName: string) => {
    const client = borrowerClient(journey, await registerBorrower(journey, { lastName }));
    await journey.drain();
    const res = await client.application();
    expect(res.statusCode).toBe(200);
    return { body: res.body, application: res.json<HelocApplication>() };
  };

  it.each([
    ['Decline', 580, 4],
    ['Highdti', 760, 2],
  ])('%s is declined with score %i and %i key factors', async (lastName, score, factors) => {
    const { body, application } = await settled(lastName);
    expect(application.state).toBe('DECLINED');
    const disclosure = application.creditScoreDisclosure;
    expect(disclosure).toMatchObject({
      score,
      range: { min: 300, max: 850 },
      bureau: { name: 'OpenHELOC Sandbox Credit Bureau', phone: '(555) 010-0199' },
    });
    expect(disclosure?.keyFactors).toHaveLength(factors);
    expect(Date.parse(disclosure?.date ?? '')).not.toBeNaN();
    // Neither identifiers nor raw tradelines travel with it.
    expect(body).not.toMatch(/ssn|tradeline|accountLast4|creditorName/i);
  });

  it('is null before any decision (the file was not found)', async () => {
    const { application } = await settled('Nohit');
    expect(application.creditScoreDisclosure).toBeNull();
  });
});
