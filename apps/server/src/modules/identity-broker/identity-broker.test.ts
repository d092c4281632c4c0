import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD, registrationFixture } from '@openheloc/domain/testing/registration';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { SANDBOX_BROKER, seedSandboxBrokers } from './sandbox-brokers';

const OTHER_ORIGINATOR = 'a1f3c2d4-5b6e-4f70-8a91-b2c3d4e5f601';

describe('identity-broker sign-in and the broker view', () => {
  let ctx: TestContext;
  let borrowerJwt = '';

  const login = (audience: string, email: string, password: string, query = '') =>
    ctx.app.inject({
      method: 'POST',
      url: `/identity-broker/${audience}/api/v3/login${query}`,
      payload: { email, password },
    });
  const register = async (email: string, lastName: string, referrer?: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/identity/api/v1/registration/register${referrer ? `?referrer=${referrer}` : ''}`,
      payload: registrationFixture({
        email,
        name: { firstName: 'Kim', middleName: '', lastName, suffix: '' },
      }),
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ jwt: string; applicationUuid: string }>();
  };
  const brokerJwt = async () =>
    (await login('agent', SANDBOX_BROKER.email, SANDBOX_BROKER.password)).json<{ jwt: string }>()
      .jwt;
  const authed = (method: 'GET' | 'POST', url: string, jwt: string) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${jwt}`, 'application-name': 'heloc' },
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedSandboxBrokers(ctx.deps.database.db, ['OPENHELOC', 'OPENHELOC_WHOLESALE']);
    // Seeding twice changes nothing.
    await seedSandboxBrokers(ctx.deps.database.db, ['OPENHELOC']);
    borrowerJwt = (
      await register('kim.referred@example.com', 'Referred', SANDBOX_BROKER.originatorUuid)
    ).jwt;
    await register('lou.other@example.com', 'Otherbroker', OTHER_ORIGINATOR);
    await register('max.direct@example.com', 'Direct');
  });
  afterAll(() => ctx.close());

  it("signs the broker in as an agent, answering the credential and the broker's home", async () => {
    const res = await login('agent', SANDBOX_BROKER.email, SANDBOX_BROKER.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ jwt: expect.any(String), redirect: '/broker' });
  });

  it('honours an in-app redirectUrl and ignores any other', async () => {
    const inApp = await login(
      'agent',
      SANDBOX_BROKER.email,
      SANDBOX_BROKER.password,
      '?redirectUrl=/broker&trackingId=t-1',
    );
    expect(inApp.json().redirect).toBe('/broker');
    const offsite = await login(
      'agent',
      SANDBOX_BROKER.email,
      SANDBOX_BROKER.password,
      '?redirectUrl=https://evil.example',
    );
    expect(offsite.json().redirect).toBe('/broker');
  });

  it.each([
    ['a borrower as an agent', 'agent', 'kim.referred@example.com', FIXTURE_PASSWORD],
    ['the broker as a customer', 'customer', SANDBOX_BROKER.email, SANDBOX_BROKER.password],
    ['a wrong password', 'agent', SANDBOX_BROKER.email, 'Wrong-password-1'],
  ])('refuses %s with the wrong-credentials answer', async (_, audience, email, password) => {
    const res = await login(audience, email, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      errors: [
        { code: 'wrong_credentials', message: 'The email or password you entered is incorrect.' },
      ],
    });
  });

  it.each([
    [
      'an unknown audience',
      'partner',
      { email: 'a@example.com', password: 'x' },
      'Unknown sign-in audience',
    ],
    ['a missing e-mail', 'agent', { password: 'x' }, 'Please enter your email'],
  ])('answers 400 for %s, never a 500', async (_, audience, payload, message) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/identity-broker/${audience}/api/v3/login`,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(
      expect.objectContaining({ code: 'invalid_input', message }),
    );
  });

  it("figureinfo answers the audience's own user, and 'User not found' otherwise", async () => {
    const jwt = await brokerJwt();
    const agent = await authed('GET', '/identity-broker/agent/secure/api/v3/self/figureinfo', jwt);
    expect(agent.statusCode).toBe(200);
    expect(agent.json()).toMatchObject({
      organizationCode: 'OPENHELOC',
      userType: 'BROKER',
      email: SANDBOX_BROKER.email,
      isManageable: false,
    });
    const asCustomer = await authed(
      'GET',
      '/identity-broker/customer/secure/api/v3/self/figureinfo',
      jwt,
    );
    expect(asCustomer.statusCode).toBe(404);
    expect(asCustomer.json()).toEqual({
      errors: [{ code: 'not_found', message: 'User not found' }],
    });
    const borrowerAsAgent = await authed(
      'GET',
      '/identity-broker/agent/secure/api/v3/self/figureinfo',
      borrowerJwt,
    );
    expect(borrowerAsAgent.statusCode).toBe(404);
    const borrowerAsCustomer = await authed(
      'GET',
      '/identity-broker/customer/secure/api/v3/self/figureinfo',
      borrowerJwt,
    );
    expect(borrowerAsCustomer.json().userType).toBe('BORROWER');
  });

  it('shows the broker only the applications they referred, at this lender', async () => {
    const jwt = await brokerJwt();
    const res = await authed('GET', '/identity-broker/agent/secure/api/v3/applications', jwt);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ borrowerName: string }[]>();
    expect(list.map((item) => item.borrowerName)).toEqual(['Kim Referred']);
    expect(list[0]).toEqual({
      uuid: expect.any(String),
      loanNumber: expect.stringMatching(/^HEL\d{7}$/),
      borrowerName: 'Kim Referred',
      property: expect.objectContaining({ street1: expect.any(String), state: expect.any(String) }),
      state: expect.any(String),
      createdDate: expect.any(String),
    });

    const wholesale = await ctx.app.inject({
      method: 'POST',
      url: '/identity-broker/agent/api/v3/login',
      headers: { 'x-org': 'OPENHELOC_WHOLESALE' },
      payload: { email: SANDBOX_BROKER.email, password: SANDBOX_BROKER.password },
    });
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: '/identity-broker/agent/secure/api/v3/applications',
      headers: { authorization: `Bearer ${wholesale.json().jwt}`, 'x-org': 'OPENHELOC_WHOLESALE' },
    });
    expect(elsewhere.json()).toEqual([]);
  });

  it("refuses a borrower's token on the broker's list", async () => {
    const res = await authed(
      'GET',
      '/identity-broker/agent/secure/api/v3/applications',
      borrowerJwt,
    );
    expect(res.statusCode).toBe(403);
  });

  it('logs out: the token stops working, and the answer says where to sign in', async () => {
    const jwt = await brokerJwt();
    const res = await authed('POST', '/identity-broker/agent/secure/api/v3/logout', jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect: '/auth/login/broker' });
    const after = await authed('GET', '/identity-broker/agent/secure/api/v3/self/figureinfo', jwt);
    expect(after.statusCode).toBe(401);
  });
});
