import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { consents, identities } from '../../db/schema';
import { LOGIN_LIMITS } from './login-attempts';
import {
  TOO_MANY_ATTEMPTS_MESSAGE,
  tooManyAttemptsMessage,
  WRONG_CREDENTIALS_MESSAGE,
} from './login-service';
import { hashPassword, PASSWORD_HASH_PARAMETERS } from './password-hash';

const LOGIN = '/identity/api/v1/login';
const PASSWORD = 'Blue-Canyon-42!x';

describe('POST /identity/api/v1/login', () => {
  let ctx: TestContext;
  let now = new Date('2026-03-02T15:00:00Z');
  let nextAddress = 1;
  const freshAddress = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  beforeAll(async () => {
    ctx = await createTestApp({ now: () => now });
  });
  afterAll(() => ctx.close());

  const orgCode = () => ctx.deps.organizations.defaultOrganization.orgCode;
  const createIdentity = async (email: string, passwordHash?: string) => {
    const uuid = randomUUID();
    await ctx.database.db.insert(identities).values({
      uuid,
      orgCode: orgCode(),
      email,
      emailNormalized: email.toLowerCase(),
      passwordHash: passwordHash ?? (await hashPassword(PASSWORD)),
      type: 'BORROWER',
    });
    return uuid;
  };
  const logIn = (email: string, password: string, ip = freshAddress()) =>
    ctx.app.inject({ method: 'POST', url: LOGIN, payload: { email, password }, remoteAddress: ip });
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it('answers a token that opens the secure routes, for the e-mail in any letter case', async () => {
    const uuid = await createIdentity('Sam.Ortiz@example.com');
    const res = await logIn('  SAM.ORTIZ@EXAMPLE.COM ', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ jwt: expect.any(String), passwordExpired: false });
    const me = await ctx.app.inject({
      url: '/identity/secure/api/v1/identity',
      headers: { authorization: `Bearer ${res.json().jwt}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().uuid).toBe(uuid);
  });

  it('says the same for an unknown e-mail and a wrong password', async () => {
    await createIdentity('known@example.com');
    const unknown = await logIn('nobody@example.com', PASSWORD);
    const wrong = await logIn('known@example.com', `${PASSWORD}x`);
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        errors: [{ code: 'wrong_credentials', message: WRONG_CREDENTIALS_MESSAGE }],
      });
    }
  });

  it('does not sign in to an account of another organisation', async () => {
    await createIdentity('one-lender@example.com');
    const other = ctx.deps.organizations.all().find((org) => org.orgCode !== orgCode());
    const res = await ctx.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email: 'one-lender@example.com', password: PASSWORD },
      headers: { 'x-org': other?.orgCode ?? '' },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ email: '', password: PASSWORD }, 'email', 'Please enter your email'],
    [{ email: 'not-an-email', password: PASSWORD }, 'email', 'Please enter a valid email address'],
    [{ email: 'known@example.com', password: '' }, 'password', 'Required'],
  ])('refuses %j with 400', async (payload, field, message) => {
    const res = await logIn(payload.email, payload.password);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ code: 'invalid_input', field, message });
  });

  it('locks one account from one address after 5 failures; other addresses and the owner still sign in', async () => {
    await createIdentity('guessed@example.com');
    const owner = freshAddress();
    expect((await logIn('guessed@example.com', PASSWORD, owner)).statusCode).toBe(200);
    const attacker = freshAddress();
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerAccountAndAddress; i++) {
      expect((await logIn('guessed@example.com', `wrong-${i}`, attacker)).statusCode).toBe(401);
    }
    const locked = await logIn('guessed@example.com', PASSWORD, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      errors: [{ code: 'rate_limited', message: TOO_MANY_ATTEMPTS_MESSAGE }],
    });
    expect((await logIn('guessed@example.com', PASSWORD, owner)).statusCode).toBe(200);
    expect((await logIn('guessed@example.com', PASSWORD)).statusCode).toBe(200);
    // An unknown account is limited the same way, so the limit reveals no account either.
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerAccountAndAddress; i++) {
      expect((await logIn('ghost@example.com', PASSWORD, attacker)).statusCode).toBe(401);
    }
    expect((await logIn('ghost@example.com', PASSWORD, attacker)).statusCode).toBe(429);

    advance(LOGIN_LIMITS.windowMs - 1_000);
    expect((await logIn('guessed@example.com', PASSWORD, attacker)).statusCode).toBe(429);
    advance(2_000);
    expect((await logIn('guessed@example.com', PASSWORD, attacker)).statusCode).toBe(200);
  });

  it("slows the owner's own address with a growing delay instead of locking it", async () => {
    const uuid = await createIdentity('owner@example.com');
    const home = freshAddress();
    // Registered from there: the registration's consents carry the address.
    await ctx.database.db.insert(consents).values({
      identityUuid: uuid,
      type: 'TERMS_PRIVACY',
      textVersion: 'v1',
      granted: true,
      ipAddress: home,
    });
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerAccountAndAddress; i++) {
      expect((await logIn('owner@example.com', 'forgot', home)).statusCode).toBe(401);
    }
    const first = await logIn('owner@example.com', PASSWORD, home);
    expect(first.statusCode).toBe(429);
    expect(first.json().errors[0].message).toBe(tooManyAttemptsMessage(30_000));
    expect(first.json().errors[0].message).toBe(
      'Too many sign-in attempts. Please try again in 30 seconds.',
    );
    advance(30_000);
    expect((await logIn('owner@example.com', 'forgot again', home)).statusCode).toBe(401);
    const second = await logIn('owner@example.com', PASSWORD, home);
    expect(second.json().errors[0].message).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    );
    advance(60_000);
    expect((await logIn('owner@example.com', PASSWORD, home)).statusCode).toBe(200);
  });

  it('bounds guesses spread over many addresses, without locking the owner out', async () => {
    await createIdentity('spread@example.com');
    const owner = freshAddress();
    expect((await logIn('spread@example.com', PASSWORD, owner)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerAccountFromNewAddresses; i++) {
      expect((await logIn('spread@example.com', 'guess')).statusCode).toBe(401);
    }
    expect((await logIn('spread@example.com', PASSWORD)).statusCode).toBe(429);
    expect((await logIn('spread@example.com', PASSWORD, owner)).statusCode).toBe(200);
    // A delay, not a lock: a new device gets in once it is over (owner-way-in.test.ts).
    advance(LOGIN_LIMITS.ownerDelayBaseMs);
    expect((await logIn('spread@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it("starts the account's count afresh after a successful sign-in", async () => {
    await createIdentity('typo@example.com');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerAccountAndAddress - 1; i++) {
        expect((await logIn('typo@example.com', 'fat-finger')).statusCode).toBe(401);
      }
      expect((await logIn('typo@example.com', PASSWORD)).statusCode).toBe(200);
    }
  });

  it('limits one address to 20 failures in 15 minutes across accounts', async () => {
    await createIdentity('bystander@example.com');
    const ip = '203.0.113.200';
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerAddress; i++) {
      expect((await logIn(`spray-${i}@example.com`, 'guess', ip)).statusCode).toBe(401);
    }
    const limited = await logIn('bystander@example.com', PASSWORD, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      errors: [{ code: 'rate_limited', message: TOO_MANY_ATTEMPTS_MESSAGE }],
    });
    expect((await logIn('bystander@example.com', PASSWORD)).statusCode).toBe(200);
    advance(LOGIN_LIMITS.windowMs + 1_000);
    expect((await logIn('bystander@example.com', PASSWORD, ip)).statusCode).toBe(200);
  });

  it('lets through no more than the limit when guesses arrive all at once', async () => {
    await createIdentity('parallel@example.com');
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => logIn('parallel@example.com', 'guess', ip)),
    );
    const codes = answers.map((res) => res.statusCode);
    // Guesses that all count before any settles may all be refused; never more than 5 get through.
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(
      LOGIN_LIMITS.maxFailuresPerAccountAndAddress,
    );
    expect(codes.filter((code) => code !== 401 && code !== 429)).toEqual([]);
  });

  it('upgrades a hash made with older parameters when the password is right', async () => {
    const weak = await hash(PASSWORD, {
      ...PASSWORD_HASH_PARAMETERS,
      memoryCost: 4_096,
      timeCost: 1,
    });
    const uuid = await createIdentity('legacy@example.com', weak);
    expect((await logIn('legacy@example.com', PASSWORD)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(identities).where(eq(identities.uuid, uuid));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await logIn('legacy@example.com', PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /identity/secure/api/v1/logout', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('revokes the presented token and only that one', async () => {
    await ctx.database.db.insert(identities).values({
      uuid: randomUUID(),
      orgCode: ctx.deps.organizations.defaultOrganization.orgCode,
      email: 'leaving@example.com',
      emailNormalized: 'leaving@example.com',
      passwordHash: await hashPassword(PASSWORD),
      type: 'BORROWER',
    });
    const signIn = async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { email: 'leaving@example.com', password: PASSWORD },
      });
      return { authorization: `Bearer ${res.json().jwt}` };
    };
    const phone = await signIn();
    const laptop = await signIn();
    const me = (headers: Record<string, string>) =>
      ctx.app.inject({ url: '/identity/secure/api/v1/identity', headers });

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/identity/secure/api/v1/logout',
      headers: phone,
    });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/identity/secure/api/v1/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: [{ code: 'signed_out', message: 'unauthenticated' }] });
  });
});
