import type { ApplicationStatus } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { borrowerClient, useJourneyApp, registerBorrower } from './test-support/journey-app';

describe('personas from registration to their terminal or waiting state', () => {
  const journey = useJourneyApp();

  const prequalify = async (lastName: string) => {
    const borrower = await registerBorrower(journey, { lastName });
    const client = borrowerClient(journey, borrower);
    const before = (await client.status()).json<ApplicationStatus>();
    expect(before).toMatchObject({ state: 'WAITING_FOR_OFFER_SELECTION', waiting: true });
    await journey.drain();
    const res = await client.status();
    expect(res.statusCode).toBe(200);
    return { borrower, client, status: res.json<ApplicationStatus>() };
  };

  it.each([
    ['Sample', 'OFFER_SELECTION', false, 'APPROVED', []],
    ['Decline', 'DECLINED', true, 'DECLINE', ['CREDIT_SCORE_BELOW_MINIMUM']],
    ['Highdti', 'DECLINED', true, 'DECLINE', ['DTI_TOO_HIGH']],
    ['Frozen', 'CREDIT_FROZEN', true, 'ERROR', []],
    ['Nohit', 'CREDIT_NO_MATCH', false, 'INITIAL', []],
    ['Noproperty', 'PROPERTY_REVIEW', true, 'INITIAL', []],
    ['Delinquent', 'DELINQUENCY_REVIEW', true, 'REVIEW', []],
  ] as const)('%s settles in %s', async (lastName, state, terminal, uwDecision, reasonCodes) => {
    const { status } = await prequalify(lastName);
    expect(status).toMatchObject({ state, terminal, waiting: false });
    expect(status.decision.uwDecision).toBe(uwDecision);
    expect(status.decision.adverseActionReasons.map((r) => r.code)).toEqual(
      expect.arrayContaining([...reasonCodes]),
    );
    if (reasonCodes.length > 0)
      expect(status.decision.adverseActionReasons[0]?.reason).toBeTruthy();
  });

  it('Frozen carries the credit-lock flags and may retry', async () => {
    const { status } = await prequalify('Frozen');
    expect(status.status).toMatchObject({
      creditFrozenWithPin: true,
      uwSubDecision: 'CREDIT_FROZEN',
    });
    expect(status.actions).toEqual(['RETRY_CREDIT', 'CANCEL']);
  });

  it('Noproperty flags the property records mismatch', async () => {
    const { status } = await prequalify('Noproperty');
    expect(status.status).toMatchObject({ datatreeNoMatch: true, propertyComplete: false });
  });

  it('Nohit gets offers once the SSN is given', async () => {
    const { client } = await prequalify('Nohit');
    const bad = await client.send('POST', '/credit/ssn', { ssn: '12-34' });
    expect(bad.statusCode).toBe(400);
    const res = await client.send('POST', '/credit/ssn', { ssn: '123-45-6789' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'WAITING_FOR_OFFER_SELECTION', waiting: true });
    await journey.drain();
    const after = (await client.status()).json<ApplicationStatus>();
    expect(after).toMatchObject({ state: 'OFFER_SELECTION', decision: { uwDecision: 'APPROVED' } });
  });
});
