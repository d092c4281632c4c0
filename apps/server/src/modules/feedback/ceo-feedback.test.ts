import type { CeoFeedbackList, CeoFeedbackView } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import {
  registerBorrower,
  useJourneyApp,
  type BorrowerFixture,
} from '../application/test-support/journey-app';
import { opsHeaders } from '../ops-users/test-support/ops-headers';

const PATH = '/service-profile/api/v1/feedback/ceo';

describe('feedback to the CEO', () => {
  const journey = useJourneyApp();
  const asBorrower = (borrower: BorrowerFixture) => ({
    authorization: `Bearer ${borrower.token}`,
  });
  const feedback = (borrower: BorrowerFixture, overrides: object = {}) => ({
    applicationUuid: borrower.applicationUuid,
    topic: 'IMPROVE',
    message: 'The offer screen could show the payment while I repay.',
    marketingConsent: false,
    pathname: `/account/heloc/${borrower.applicationUuid}/product/select`,
    productType: 'HELOC',
    ...overrides,
  });
  const send = (borrower: BorrowerFixture, payload: object) =>
    journey.app.inject({ method: 'POST', url: PATH, headers: asBorrower(borrower), payload });
  const admin = (orgCodes: string[]) =>
    opsHeaders(journey, { roles: ['ADMIN'], orgCodes, name: 'Ada Admin' });

  it('stores the feedback with its page and application; operations list it', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Quill' });
    const res = await send(borrower, feedback(borrower));
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json<CeoFeedbackView>();
    expect(stored).toMatchObject({
      applicationUuid: borrower.applicationUuid,
      identityUuid: borrower.identityUuid,
      pathname: `/account/heloc/${borrower.applicationUuid}/product/select`,
      topic: 'IMPROVE',
      marketingConsent: false,
    });

    const list = await journey.app.inject({
      url: '/ops/api/v1/feedback/ceo',
      headers: await admin([journey.orgCode]),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<CeoFeedbackList>().feedback.map((item) => item.uuid)).toContain(stored.uuid);

    const elsewhere = await journey.app.inject({
      url: '/ops/api/v1/feedback/ceo',
      headers: await admin(['SOME_OTHER_LENDER']),
    });
    expect(elsewhere.json<CeoFeedbackList>().feedback).toEqual([]);
  });

  it.each([
    ['no topic', { topic: undefined }, 'topic', 'Required'],
    ['a short message', { message: 'Too short' }, 'message', 'Must be at least 10 characters'],
    ['a long message', { message: 'x'.repeat(1001) }, 'message', 'Must be at most 1000 characters'],
    ['no consent answer', { marketingConsent: undefined }, 'marketingConsent', 'Required'],
  ])(
    'refuses %s with the spec’s message, storing nothing',
    async (_case, change, field, message) => {
      const borrower = await registerBorrower(journey, { lastName: 'Quill' });
      const res = await send(borrower, feedback(borrower, change));
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: { field?: string; message: string }[] }>().errors).toContainEqual({
        code: 'invalid_input',
        field,
        message,
      });
    },
  );

  it('refuses another borrower’s application and a caller without a session', async () => {
    const borrower = await registerBorrower(journey, { lastName: 'Quill' });
    const stranger = await registerBorrower(journey, { lastName: 'Stranger' });
    const res = await send(
      borrower,
      feedback(borrower, { applicationUuid: stranger.applicationUuid }),
    );
    expect(res.statusCode).toBe(404);
    const anonymous = await journey.app.inject({
      method: 'POST',
      url: PATH,
      payload: feedback(borrower),
    });
    expect(anonymous.statusCode).toBe(401);
    const borrowerAsOps = await journey.app.inject({
      url: '/ops/api/v1/feedback/ceo',
      headers: asBorrower(borrower),
    });
    expect(borrowerAsOps.statusCode).toBe(401);
  });
});
