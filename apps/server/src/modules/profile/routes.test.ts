import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { identities } from '../../db/schema';
import { startSession } from '../auth/sessions';
import { registrationFixture } from '@openheloc/domain/testing/registration';

describe('profile and account routes', () => {
  let ctx: TestContext;
  let borrower: { jwt: string; identityUuid: string };
  const get = (url: string, jwt = borrower.jwt) =>
    ctx.app.inject({ url, headers: { authorization: `Bearer ${jwt}` } });

  beforeAll(async () => {
    ctx = await createTestApp();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/identity/api/v1/registration/register',
      payload: registrationFixture({
        email: 'Ana.Cruz@example.com',
        name: { firstName: 'Ana', middleName: '', lastName: 'Cruz', suffix: 'III' },
      }),
    });
    expect(res.statusCode).toBe(201);
    borrower = res.json();
  });
  afterAll(() => ctx.close());

  it('GET /service-profile/api/v1/profile answers the uuid, name and e-mail', async () => {
    const res = await get('/service-profile/api/v1/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: { firstName: 'Ana', middleName: '', lastName: 'Cruz', suffix: 'III' },
      email: 'Ana.Cruz@example.com',
    });
    expect(res.json().uuid).not.toBe(borrower.identityUuid);
  });

  it("GET /service-wallet/secure/api/v4/account/access answers the borrower's own account", async () => {
    const expected = {
      account: { name: 'Ana Cruz III', address: borrower.identityUuid },
      authorizedWallet: { authorizationType: 'OWNER' },
    };
    const base = '/service-wallet/secure/api/v4/account/access';
    for (const url of [
      base,
      `${base}?principal=${borrower.identityUuid}`,
      `${base}?principal=${borrower.identityUuid.toUpperCase()}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
  });

  it("answers 404 for a principal that is not the caller's own account", async () => {
    const res = await get(`/service-wallet/secure/api/v4/account/access?principal=${randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ code: 'not_found', message: 'Account not found' }] });
  });

  it('GET /service-wallet/secure/api/v4/account lists the one account with its owner', async () => {
    const res = await get('/service-wallet/secure/api/v4/account');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        account: { name: 'Ana Cruz III', address: borrower.identityUuid },
        authorizedWallets: [{ address: borrower.identityUuid }],
      },
    ]);
  });

  it('names the account by e-mail, and has no profile, for an identity without one', async () => {
    const uuid = randomUUID();
    const orgCode = ctx.deps.organizations.defaultOrganization.orgCode;
    await ctx.database.db.insert(identities).values({
      uuid,
      orgCode,
      email: 'ops.person@example.com',
      emailNormalized: 'ops.person@example.com',
      passwordHash: 'unused',
      type: 'CO_DEEDER',
    });
    const { token } = await startSession(
      ctx.database.db,
      ctx.deps.secrets.jwtSecret,
      { identityUuid: uuid, orgCode, type: 'CO_DEEDER' },
      new Date(),
    );
    const profile = await get('/service-profile/api/v1/profile', token);
    expect(profile.statusCode).toBe(404);
    expect(profile.json()).toEqual({
      errors: [{ code: 'not_found', message: 'Profile not found' }],
    });
    const access = await get('/service-wallet/secure/api/v4/account/access', token);
    expect(access.json().account).toEqual({ name: 'ops.person@example.com', address: uuid });
  });
});
