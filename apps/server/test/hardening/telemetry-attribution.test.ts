import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionKey } from '@openheloc/domain';
import { telemetryEvents } from '../../src/db/schema';
import {
  registerBorrower,
  useJourneyApp,
  type BorrowerFixture,
} from '../../src/modules/application/test-support/journey-app';
import { TELEMETRY_SESSION } from '../../src/modules/telemetry/test-support';

describe('telemetry attribution', () => {
  const journey = useJourneyApp();
  let victim: BorrowerFixture;
  let caller: BorrowerFixture;
  let sessionKey: SessionKey;

  beforeAll(async () => {
    victim = await registerBorrower(journey, { lastName: 'Victim' });
    caller = await registerBorrower(journey, { lastName: 'Caller' });
    const res = await journey.app.inject({
      method: 'POST',
      url: '/ft/heloc/session',
      payload: TELEMETRY_SESSION,
    });
    sessionKey = res.json<{ sessionKey: SessionKey }>().sessionKey;
  });

  const send = async (event: string, claims: object, token?: string) => {
    const res = await journey.app.inject({
      method: 'POST',
      url: '/ft/heloc/event',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: {
        domain: 'localhost',
        queryParams: {},
        pagePath: '/account/heloc/dashboard',
        event,
        sessionKey,
        eventType: 'PAGE',
        productType: 'HELOC',
        ...claims,
      },
    });
    expect(res.statusCode).toBe(202);
    const [row] = await journey.database.db
      .select()
      .from(telemetryEvents)
      .where(eq(telemetryEvents.event, event));
    return { identityId: row?.identityId, applicationUuid: row?.applicationUuid };
  };

  const victimClaims = () => ({
    identityId: victim.identityUuid,
    applicationUuid: victim.applicationUuid,
  });

  it('never comes from the body of an anonymous caller', async () => {
    expect(await send('anonymous', victimClaims())).toEqual({
      identityId: null,
      applicationUuid: null,
    });
  });

  it('comes from the credential of a signed-in caller, who cannot name another borrower', async () => {
    expect(await send('impersonating', victimClaims(), caller.token)).toEqual({
      identityId: caller.identityUuid,
      applicationUuid: null,
    });
  });

  it("keeps the caller's own application", async () => {
    expect(await send('own', { applicationUuid: caller.applicationUuid }, caller.token)).toEqual({
      identityId: caller.identityUuid,
      applicationUuid: caller.applicationUuid,
    });
  });

  it('treats a forged or revoked token as anonymous rather than failing the event', async () => {
    expect(await send('forged', victimClaims(), 'not.a.token')).toEqual({
      identityId: null,
      applicationUuid: null,
    });
  });
});
