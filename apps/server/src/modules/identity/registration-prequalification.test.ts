import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApplicationStatus, HelocApplication } from '@openheloc/domain';
import { providerCalls } from '../../db/schema';
import { useJourneyApp } from '../application/test-support/journey-app';
import { registrationFixture } from '@openheloc/domain/testing/registration';

describe('registration through pre-qualification', () => {
  const journey = useJourneyApp();

  const registerAndSettle = async (lastName: string) => {
    const res = await journey.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: registrationFixture({
        email: `${lastName.toLowerCase()}@example.com`,
        name: { firstName: 'Pat', lastName },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { jwt, applicationUuid } = res.json<{ jwt: string; applicationUuid: string }>();
    await journey.drain();
    const headers = { authorization: `Bearer ${jwt}` };
    const status = await journey.app.inject({
      url: `/service-krang-heloc/borrower/secure/api/v1/${applicationUuid}/status`,
      headers,
    });
    const application = await journey.app.inject({
      url: `/service-application/api/v1/application/heloc/${applicationUuid}`,
      headers,
    });
    const calls = await journey.database.db
      .select({ provider: providerCalls.provider })
      .from(providerCalls)
      .where(eq(providerCalls.applicationUuid, applicationUuid));
    return {
      state: status.json<ApplicationStatus>().state,
      application: application.json<HelocApplication>(),
      providers: new Set(calls.map((call) => call.provider)),
    };
  };

  it('soft-pulls credit, looks up the property and computes offers for a new borrower', async () => {
    const { state, application, providers } = await registerAndSettle('Lee');
    expect(state).toBe('OFFER_SELECTION');
    expect(application.offers.length).toBeGreaterThan(0);
    expect(application.consents).toContainEqual({ type: 'SOFT_CREDIT_PULL' });
    expect(providers.has('credit')).toBe(true);
    expect(providers.has('property')).toBe(true);
  });

  it('declines the sandbox persona whose credit score is too low', async () => {
    const { state } = await registerAndSettle('Decline');
    expect(state).toBe('DECLINED');
  });
});
