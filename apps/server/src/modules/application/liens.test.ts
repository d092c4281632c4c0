import type { HelocApplication } from '@openheloc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  borrowerClient,
  createJourneyApp,
  registerBorrower,
  type JourneyApp,
} from './test-support/journey-app';

describe('liens on the application', () => {
  let journey: JourneyApp;
  beforeAll(async () => {
    journey = await createJourneyApp();
  });
  afterAll(async () => {
    await journey.stop();
    await journey.database.dispose();
  });

  const atOffers = async () => {
    const client = borrowerClient(journey, await registerBorrower(journey, { lastName: 'Sample' }));
    await journey.drain();
    return client;
  };

  it('GET carries each lien with its monthly payment and type', async () => {
    const client = await atOffers();
    const application = (await client.application()).json<HelocApplication>();
    expect(application.state).toBe('OFFER_SELECTION');
    expect(application.liens).toHaveLength(1);
    const [first] = application.liens;
    expect(first).toMatchObject({ position: 1, lienType: 'FIRST_MORTGAGE' });
    expect(first?.monthlyPayment).toBeGreaterThan(0);
  });
});
