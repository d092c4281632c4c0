import type { ApplicationStatus } from '@openheloc/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents, applications, providerCalls } from '../../db/schema';
import {
  borrowerClient,
  useJourneyApp,
  registerBorrower,
  type BorrowerFixture,
} from './test-support/journey-app';

describe('bad input and concurrency', () => {
  const journey = useJourneyApp();

  const snapshot = async (borrower: BorrowerFixture) => {
    const [row] = await journey.workflow.db
      .select()
      .from(applications)
      .where(eq(applications.uuid, borrower.applicationUuid));
    const events = await journey.workflow.db
      .select({ id: applicationEvents.id })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationUuid, borrower.applicationUuid));
    return { row, events: events.length };
  };

  it('answers 409 to a mutation in the wrong state and changes nothing', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Decline' });
    await journey.drain();
    const client = borrowerClient(journey, borrower);
    const before = await snapshot(borrower);
    expect(before.row?.state).toBe('DECLINED');
    for (const [method, path, body] of [
      ['POST', '/liens/confirm', { confirmed: true }],
      ['PUT', '/profile', { ssn: '123456789', propertyOwnership: 'OWNED' }],
      ['POST', '/submit', undefined],
      ['POST', '/cancel', undefined],
      ['POST', '/credit/ssn', { ssn: '123456789' }],
    ] as const) {
      const res = await client.send(method, path, body);
      expect(res.statusCode, path).toBe(409);
      expect(res.json()).toEqual({
        errors: [{ code: 'conflict', message: 'This step is no longer available' }],
      });
    }
    expect(await snapshot(borrower)).toEqual(before);
  });

  it('answers 404 for an unknown, malformed or foreign application', async () => {
    const owner = await registerBorrower(journey, { lastName: 'Sample' });
    const stranger = await registerBorrower(journey, { lastName: 'Sample' });
    const strangerClient = borrowerClient(journey, {
      ...stranger,
      applicationUuid: owner.applicationUuid,
    });
    const before = await snapshot(owner);
    for (const res of [
      await strangerClient.status(),
      await strangerClient.application(),
      await strangerClient.send('POST', '/cancel'),
      await borrowerClient(journey, { ...owner, applicationUuid: crypto.randomUUID() }).status(),
      await borrowerClient(journey, { ...owner, applicationUuid: 'not-a-uuid' }).send(
        'POST',
        '/cancel',
      ),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        errors: [{ code: 'not_found', message: 'Application not found' }],
      });
    }
    expect(await snapshot(owner)).toEqual(before);
    const list = await borrowerClient(journey, stranger).get(
      '/service-application/api/v1/application/heloc/all',
    );
    expect(list.json().map((a: { uuid: string }) => a.uuid)).toEqual([stranger.applicationUuid]);
  });

  it('needs a borrower token', async () => {
    const owner = await registerBorrower(journey, { lastName: 'Sample' });
    const res = await journey.app.inject({
      method: 'GET',
      url: `/service-krang-heloc/borrower/secure/api/v1/${owner.applicationUuid}/status`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('serialises two concurrent mutations: one wins, the other is refused, the row stays whole', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Sample' });
    await journey.drain();
    const client = borrowerClient(journey, borrower);
    await client.send('POST', '/liens/confirm', { confirmed: true });
    const offer = (await client.application()).json().offers[0];
    const [select, cancel] = await Promise.all([
      client.send('PUT', '/offer', { offerId: offer.id, amount: 3_000_000, autopay: true }),
      client.send('POST', '/cancel'),
    ]);
    const codes = [select.statusCode, cancel.statusCode].sort();
    // Either order is possible; cancelling first refuses the selection, selecting first still allows cancelling.
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(codes);
    const { row } = await snapshot(borrower);
    expect(row?.state).toBe('CANCELLED');
    const events = await journey.workflow.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationUuid, borrower.applicationUuid))
      .orderBy(asc(applicationEvents.id));
    for (let i = 1; i < events.length; i += 1) {
      expect(events[i]?.fromState).toBe(events[i - 1]?.toState);
    }
    expect(row?.version).toBe(events.length);
  });

  it('serialises two concurrent offer selections: the row holds one whole selection', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Sample' });
    await journey.drain();
    const client = borrowerClient(journey, borrower);
    await client.send('POST', '/liens/confirm', { confirmed: true });
    const offer = (await client.application()).json().offers[0];
    const results = await Promise.all(
      [2_500_000, 3_500_000].map((amount) =>
        client.send('PUT', '/offer', { offerId: offer.id, amount, autopay: true }),
      ),
    );
    // Both are allowed (re-selecting is part of the profile step); they run one after the other.
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const status = (await client.status()).json<ApplicationStatus>();
    expect(status.state).toBe('IN_PROGRESS');
    const { row, events } = await snapshot(borrower);
    expect([2_500_000, 3_500_000]).toContain(row?.amount);
    expect(row?.quote?.amount).toBe(row?.amount);
    expect(row?.version).toBe(events);
  });

  it('answers the spec messages for experiments and the optimizely profile', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Sample' });
    const client = borrowerClient(journey, borrower);
    const url = `/service-application/api/v3/application/heloc/${borrower.applicationUuid}/experiments`;
    const patch = (payload: object, path = url) =>
      journey.app.inject({ method: 'PATCH', url: path, headers: client.headers, payload });
    const missing = await patch({ experiments: [{ name: 'hero', variation: 'b' }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].message).toBe('App ID is required to save experiment');
    const saved = await patch({
      experiments: [{ name: 'hero', variation: 'b' }],
      appUuid: borrower.applicationUuid,
    });
    expect(saved.json()).toEqual({ experiments: [{ name: 'hero', variation: 'b' }] });
    const profileUrl = '/service-application/api/v3/application/heloc/optermizerly-profile';
    const noProfile = await patch({}, `${profileUrl}?identityUuid=${borrower.identityUuid}`);
    expect(noProfile.json()).toEqual({
      errors: [
        { code: 'invalid_input', field: 'optimizelyProfileUuid', message: 'No profile uuid' },
      ],
    });
    await patch(
      { optimizelyProfileUuid: 'opt-1' },
      `${profileUrl}?identityUuid=${borrower.identityUuid}`,
    );
    expect((await client.get(profileUrl)).json()).toEqual({
      identityUuid: borrower.identityUuid,
      optimizelyProfileUuid: 'opt-1',
    });
    const coDeed = await client.get('/service-application/api/v1/application/heloc/co-deed/status');
    expect(coDeed.json()).toEqual({
      isAdditionalSigner: false,
      applications: [],
      ownApplications: [
        { applicationUuid: borrower.applicationUuid, coDeedStatus: 'NOT_REQUIRED', signers: [] },
      ],
    });
  });

  it('drops the answer of a job whose application was cancelled while it waited', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Sample' });
    const client = borrowerClient(journey, borrower);
    expect((await client.send('POST', '/cancel')).json()).toMatchObject({
      state: 'CANCELLED',
      terminal: true,
    });
    await journey.drain();
    const { row } = await snapshot(borrower);
    expect(row?.state).toBe('CANCELLED');
    const calls = await journey.workflow.db
      .select({ id: providerCalls.id })
      .from(providerCalls)
      .where(eq(providerCalls.applicationUuid, borrower.applicationUuid));
    expect(calls).toEqual([]);
  });
});
