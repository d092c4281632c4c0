import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_MESSAGES } from '@openheloc/domain';
import { FIXTURE_PASSWORD, registrationFixture } from '@openheloc/domain/testing/registration';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { identities, opsUsers, secondFactors } from '../../db/schema';
import { totpCode, TOTP_STEP_SECONDS } from '../../security/totp';
import { LOGIN_LIMITS } from '../identity/login-attempts';
import { hashPassword } from '../identity/password-hash';
import { createOpsUser, resetOpsUserPassword } from '../ops-users/ops-user-store';

const PROFILE = '/service-profile/api/v1/profile';
const BREACHED = 'Sunshine2024!';
const NEW_PASSWORD = 'Copper-Lantern-88!';

/** The code `offset` steps from now: each sign-in of one account takes a later step. */
const codeAt = (secret: string, offset = 0) =>
  totpCode(secret, new Date(Date.now() + offset * TOTP_STEP_SECONDS * 1000));

describe('two-factor sign-in', () => {
  let ctx: TestContext;
  let address = 1;
  const freshAddress = () => `203.0.113.${address++}`;

  // A whole app on its own database: slow to start on a busy machine.
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 180_000);
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, jwt?: string, remoteAddress = '198.51.100.1') =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      ...(jwt ? { headers: { authorization: `Bearer ${jwt}` } } : {}),
    });
  const register = async (email: string, password = FIXTURE_PASSWORD) => {
    const res = await post('/identity/api/v1/registration/register', {
      ...registrationFixture({ email }),
      password,
      confirmPassword: password,
    });
    return res;
  };
  const login = (email: string, password = FIXTURE_PASSWORD, ip = '198.51.100.1') =>
    post('/identity/api/v1/login', { email, password }, undefined, ip);
  /** Registers, turns two-factor sign-in on, and answers the secret and recovery codes. */
  const withTwoFactor = async (email: string) => {
    const jwt = (await register(email)).json<{ jwt: string }>().jwt;
    const setup = await post(`${PROFILE}/two-factor/setup`, {}, jwt);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUri, qrCodeSvg } = setup.json();
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCodeSvg).toMatch(/^<svg/);
    const confirmed = await post(`${PROFILE}/two-factor/confirm`, { code: codeAt(secret) }, jwt);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    return { jwt, secret, recoveryCodes };
  };

  it('stays off until a code confirms the setup, and a wrong code confirms nothing', async () => {
    const jwt = (await register('not.yet@example.com')).json<{ jwt: string }>().jwt;
    await post(`${PROFILE}/two-factor/setup`, {}, jwt);
    const wrong = await post(`${PROFILE}/two-factor/confirm`, { code: '000000' }, jwt);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({
      field: 'code',
      message: SECOND_FACTOR_MESSAGES.wrongCode,
    });
    const status = await ctx.app.inject({
      url: `${PROFILE}/two-factor`,
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(status.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login('not.yet@example.com')).json()).toEqual({
      jwt: expect.any(String),
      passwordExpired: false,
    });
  });

  it('asks for the code after the password, and opens a session only with it', async () => {
    const { jwt, secret, recoveryCodes } = await withTwoFactor('two.step@example.com');
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const identity = await ctx.app.inject({
      url: '/identity/secure/api/v1/identity',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(identity.json()).toMatchObject({ twoFactorEnabled: true, totpVerified: true });

    const first = await login('two.step@example.com');
    expect(first.json()).toEqual({ challenge: expect.any(String), secondFactor: 'CODE' });
    const { challenge } = first.json<{ challenge: string }>();
    // The challenge is no session.
    const asBearer = await ctx.app.inject({
      url: '/identity/secure/api/v1/identity',
      headers: { authorization: `Bearer ${challenge}` },
    });
    expect(asBearer.statusCode).toBe(401);

    const code = codeAt(secret, 1);
    const done = await post('/identity/api/v1/login/second-factor', { challenge, code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ jwt: expect.any(String), passwordExpired: false });
    // The same code again is refused, even with a fresh challenge.
    const again = (await login('two.step@example.com')).json<{ challenge: string }>().challenge;
    const reused = await post('/identity/api/v1/login/second-factor', { challenge: again, code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0].message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
  });

  it('takes each recovery code once', async () => {
    const { recoveryCodes } = await withTwoFactor('recovery@example.com');
    const [code] = recoveryCodes;
    const challenge = async () =>
      (await login('recovery@example.com')).json<{ challenge: string }>().challenge;
    const used = await post('/identity/api/v1/login/second-factor', {
      challenge: await challenge(),
      code: code?.toUpperCase(),
    });
    expect(used.statusCode, used.body).toBe(200);
    const again = await post('/identity/api/v1/login/second-factor', {
      challenge: await challenge(),
      code,
    });
    expect(again.statusCode).toBe(400);
  });

  it('counts wrong codes as failed sign-ins', async () => {
    await withTwoFactor('guessed.code@example.com');
    const ip = freshAddress();
    const challenge = (await login('guessed.code@example.com', FIXTURE_PASSWORD, ip)).json<{
      challenge: string;
    }>().challenge;
    let refused = 0;
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerAccountAndAddress + 1; i += 1) {
      const res = await post(
        '/identity/api/v1/login/second-factor',
        { challenge, code: String(100000 + i) },
        undefined,
        ip,
      );
      if (res.statusCode === 429) refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('turns off with the password and a code only', async () => {
    const { jwt, secret } = await withTwoFactor('turn.off@example.com');
    const noPassword = await post(
      `${PROFILE}/two-factor/disable`,
      { currentPassword: 'Wrong-Password-1!', code: codeAt(secret, 1) },
      jwt,
    );
    expect(noPassword.statusCode).toBe(400);
    const off = await post(
      `${PROFILE}/two-factor/disable`,
      { currentPassword: FIXTURE_PASSWORD, code: codeAt(secret, 1) },
      jwt,
    );
    expect(off.statusCode, off.body).toBe(204);
    expect((await login('turn.off@example.com')).json()).toHaveProperty('jwt');
  });

  it('refuses a breached password at registration, and expires one found at sign-in', async () => {
    const refused = await register('breached@example.com', BREACHED);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      field: 'password',
      message: SECOND_FACTOR_MESSAGES.breachedPassword,
    });

    await register('old.password@example.com');
    await ctx.database.db
      .update(identities)
      .set({ passwordHash: await hashPassword(BREACHED) })
      .where(eq(identities.emailNormalized, 'old.password@example.com'));
    const signedIn = await login('old.password@example.com', BREACHED);
    expect(signedIn.json()).toEqual({ jwt: expect.any(String), passwordExpired: true });
    const jwt = signedIn.json<{ jwt: string }>().jwt;
    const change = (password: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${PROFILE}/password`,
        headers: { authorization: `Bearer ${jwt}` },
        payload: { currentPassword: BREACHED, password, confirmPassword: password },
      });
    const again = await change('Liverpool2024!');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].message).toBe(SECOND_FACTOR_MESSAGES.breachedPassword);
    expect((await change(NEW_PASSWORD)).statusCode).toBe(204);
    expect((await login('old.password@example.com', NEW_PASSWORD)).json()).toMatchObject({
      passwordExpired: false,
    });
  });

  describe('operations users', () => {
    const OPS_PASSWORD = 'Granite-Harbor-51!';
    const addOps = (email: string) =>
      createOpsUser(
        ctx.database.db,
        { email, name: 'Sam Staff', roles: ['UNDERWRITER'], orgCodes: ['*'] },
        OPS_PASSWORD,
      );
    const opsLogin = (email: string, extra: object = {}) =>
      post('/ops/api/v1/auth/login', { email, password: OPS_PASSWORD, ...extra });

    it('must set up an authenticator at the first sign-in before reaching the console', async () => {
      const uuid = await addOps('first.time@lender.example');
      if (uuid === null) throw new Error('not created');
      const first = await opsLogin('first.time@lender.example');
      expect(first.json()).toEqual({ challenge: expect.any(String), secondFactor: 'SETUP' });
      const { challenge } = first.json<{ challenge: string }>();
      const me = await ctx.app.inject({
        url: '/ops/api/v1/auth/me',
        headers: { authorization: `Bearer ${challenge}` },
      });
      expect(me.statusCode).toBe(401);
      const setup = await post('/ops/api/v1/auth/second-factor/setup', { challenge });
      const { secret } = setup.json<{ secret: string }>();
      const confirmed = await post('/ops/api/v1/auth/second-factor/setup/confirm', {
        challenge,
        code: codeAt(secret),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ token: expect.any(String), passwordExpired: false });
      expect(confirmed.json().recoveryCodes).toHaveLength(10);

      const next = await opsLogin('first.time@lender.example');
      expect(next.json()).toEqual({ challenge: expect.any(String), secondFactor: 'CODE' });
      const withCode = await post('/ops/api/v1/auth/second-factor', {
        challenge: next.json<{ challenge: string }>().challenge,
        code: codeAt(secret, 1),
      });
      expect(withCode.statusCode, withCode.body).toBe(200);
      // The secret is kept sealed, never as it was shown.
      const [row] = await ctx.database.db
        .select()
        .from(secondFactors)
        .where(eq(secondFactors.opsUserUuid, uuid));
      expect(row?.secret).toEqual(expect.any(String));
      expect(row?.secret).not.toContain(secret);
    });

    it('expires a password an administrator reset, until the user changes it', async () => {
      const uuid = await addOps('was.reset@lender.example');
      if (uuid === null) throw new Error('not created');
      const reset = await resetOpsUserPassword(
        ctx.database.db,
        'was.reset@lender.example',
        OPS_PASSWORD,
        new Date(),
      );
      expect(reset).toBe(true);
      const first = await opsLogin('was.reset@lender.example');
      const { challenge } = first.json<{ challenge: string }>();
      const { secret } = (await post('/ops/api/v1/auth/second-factor/setup', { challenge })).json<{
        secret: string;
      }>();
      const signedIn = await post('/ops/api/v1/auth/second-factor/setup/confirm', {
        challenge,
        code: codeAt(secret),
      });
      expect(signedIn.json()).toMatchObject({ passwordExpired: true });
      const changed = await ctx.app.inject({
        method: 'PUT',
        url: '/ops/api/v1/auth/password',
        headers: { authorization: `Bearer ${signedIn.json<{ token: string }>().token}` },
        payload: {
          currentPassword: OPS_PASSWORD,
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
      });
      expect(changed.statusCode, changed.body).toBe(204);
      const [row] = await ctx.database.db.select().from(opsUsers).where(eq(opsUsers.uuid, uuid));
      expect(row?.passwordExpired).toBe(false);
    });
  });
});
