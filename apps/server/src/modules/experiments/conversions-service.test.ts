import type { ExperimentConversion } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import {
  borrowerClient,
  registerBorrower,
  useJourneyApp,
  type BorrowerFixture,
} from '../application/test-support/journey-app';
import { opsHeaders } from '../ops-users/test-support/ops-headers';

const EXPERIMENT = 'fe-heloc-redesign-2025';

describe('experiment conversions for operations', () => {
  const journey = useJourneyApp();
  const save = (borrower: BorrowerFixture, variation: string) =>
    journey.app.inject({
      method: 'PATCH',
      url: `/service-application/api/v3/application/heloc/${borrower.applicationUuid}/experiments`,
      headers: { authorization: `Bearer ${borrower.token}` },
      payload: {
        experiments: [{ name: EXPERIMENT, variation }],
        appUuid: borrower.applicationUuid,
      },
    });
  const admin = (orgCodes: string[]) =>
    opsHeaders(journey, { roles: ['ADMIN'], orgCodes, name: 'Ada Admin' });
  const conversions = async (headers: Record<string, string>) => {
    const res = await journey.app.inject({ url: '/ops/api/v1/experiments/conversions', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ conversions: ExperimentConversion[] }>().conversions;
  };

  it('counts applications and pre-qualified offers per variation, for the lenders served', async () => {
    // The sandbox pre-qualifies any last name but Decline, which it declines: no offer.
    const converted = await registerBorrower(journey, { lastName: 'Redesign' });
    const declined = await registerBorrower(journey, { lastName: 'Decline' });
    const control = await registerBorrower(journey, { lastName: 'Decline' });
    expect((await save(converted, 'register-v2')).statusCode).toBe(200);
    expect((await save(declined, 'register-v2')).statusCode).toBe(200);
    expect((await save(control, 'register')).statusCode).toBe(200);
    await journey.drain();
    const offers = async (borrower: BorrowerFixture) =>
      (await borrowerClient(journey, borrower).application()).json<{ offers: unknown[] }>().offers;
    expect(await offers(converted)).not.toHaveLength(0);
    expect(await offers(declined)).toHaveLength(0);

    expect(await conversions(await admin([journey.orgCode]))).toEqual([
      { experiment: EXPERIMENT, variation: 'register', applications: 1, reachedOffer: 0 },
      { experiment: EXPERIMENT, variation: 'register-v2', applications: 2, reachedOffer: 1 },
    ]);
    expect(await conversions(await admin(['GRANITE_CU']))).toEqual([]);
  });
});
