import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { identities, opsUsers } from '../../db/schema';
import { startSession } from '../auth/sessions';
import { LOGIN_LIMITS } from '../identity/login-attempts';
import { TOO_MANY_ATTEMPTS_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from '../identity/login-service';
import { hashPassword } from '../identity/password-hash';
import { OPS_TOKEN_TTL_SECONDS } from './ops-tokens';
import { createOpsUser } from './ops-user-store';
import { requireOpsUser } from './require-ops-user';
import {
  SANDBOX_OPS_PASSWORD,
  SANDBOX_OPS_TOTP_SECRET,
  SANDBOX_OPS_USERS,
  seedSandboxOpsUsers,
} from './sandbox-ops-users';
import { giveAuthenticator, testCode } from './test-support/ops-sign-in';

const LOGIN = '/ops/api/v1/auth/login';
const ME = '/ops/api/v1/auth/me';
const LOGOUT = '/ops/api/v1/auth/logout';
const PASSWORD = 'Quiet-Harbor-73!';

describe('operations users', () => {
  let ctx: TestContext;
  let now = new Date('2026-11-23T09:00:00Z');
  let nextAddress = 1;
  const freshAddress = () => `198.19.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  let passwordHash: string;

  beforeAll(async () => {
    ctx = await createTestApp({
      now: () => now,
      extend: (app) => {
        app.get('/test/underwriting', { preHandler: requireOpsUser('UNDERWRITER') }, (request) => ({
          opsUser: request.opsUser,
        }));
      },
    });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => ctx.close());

  const addUser = async (
    email: string,
    roles: ('UNDERWRITER' | 'NOTARY' | 'CHAT_AGENT' | 'ADMIN')[],
    orgCodes = ['*'],
  ) => {
    const uuid = await createOpsUser(
      ctx.database.db,
      { email, name: 'Robin Reviewer', roles, orgCodes },
      { hash: passwordHash },
    );
    if (uuid === null) throw new Error(`${email} exists`);
    await giveAuthenticator(ctx.database.db, ctx.deps.secrets.encryptionKey, uuid);
    return uuid;
  };
  const logIn = (email: string, password: string, ip = freshAddress(), code?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { email, password, ...(code ? { code } : {}) },
      remoteAddress: ip,
    });
  const get = (url: string, token: string) =>
    ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const tokenOf = async (email: string, offsetSteps = 0) => {
    const res = await logIn(email, PASSWORD, freshAddress(), testCode(offsetSteps));
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  };

  it('signs in with the e-mail in any letter case and answers the user without its password', async () => {
    const uuid = await addUser('Uma.Reviewer@lender.example', ['UNDERWRITER', 'NOTARY']);
    const res = await logIn('  UMA.REVIEWER@LENDER.EXAMPLE ', PASSWORD, freshAddress(), testCode());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      passwordExpired: false,
      user: {
        uuid,
        email: 'Uma.Reviewer@lender.example',
        name: 'Robin Reviewer',
        roles: ['UNDERWRITER', 'NOTARY'],
      },
    });
    const me = await get(ME, body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('sets request.opsUser for a user of the role, with the lenders it serves', async () => {
    const uuid = await addUser('lena@lender.example', ['UNDERWRITER'], ['OPENHELOC']);
    const res = await get('/test/underwriting', await tokenOf('lena@lender.example'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      opsUser: {
        uuid,
        email: 'lena@lender.example',
        name: 'Robin Reviewer',
        roles: ['UNDERWRITER'],
        orgCodes: ['OPENHELOC'],
      },
    });
  });

  it('refuses a user without the role with 403', async () => {
    await addUser('cam@lender.example', ['CHAT_AGENT']);
    const res = await get('/test/underwriting', await tokenOf('cam@lender.example'));
    expect(res.statusCode).toBe(403);
  });

  it('refuses a borrower token on an operations route with 401, and an operations token on a borrower route', async () => {
    const identityUuid = randomUUID();
    await ctx.database.db.insert(identities).values({
      uuid: identityUuid,
      orgCode: 'OPENHELOC',
      email: 'borrower@example.com',
      emailNormalized: 'borrower@example.com',
      passwordHash,
      type: 'BORROWER',
    });
    const borrower = await startSession(
      ctx.database.db,
      ctx.deps.secrets.jwtSecret,
      { identityUuid, orgCode: 'OPENHELOC', type: 'BORROWER' },
      now,
    );
    expect((await get(ME, borrower.token)).statusCode).toBe(401);
    expect((await get('/test/underwriting', borrower.token)).statusCode).toBe(401);

    await addUser('both-ways@lender.example', ['ADMIN']);
    const opsToken = await tokenOf('both-ways@lender.example');
    expect((await get('/identity/secure/api/v1/identity', opsToken)).statusCode).toBe(401);
  });

  it.each([
    ['no token', ''],
    ['a malformed token', 'abc.def.ghi'],
  ])('refuses %s with 401', async (_name, token) => {
    expect((await get(ME, token)).statusCode).toBe(401);
  });

  it('says the same for an unknown e-mail, a wrong password and a disabled user', async () => {
    const uuid = await addUser('gone@lender.example', ['NOTARY']);
    await addUser('here@lender.example', ['NOTARY']);
    await ctx.database.db.update(opsUsers).set({ disabled: true }).where(eq(opsUsers.uuid, uuid));
    for (const res of [
      await logIn('nobody@lender.example', PASSWORD),
      await logIn('here@lender.example', `${PASSWORD}x`),
      await logIn('gone@lender.example', PASSWORD),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        errors: [{ code: 'wrong_credentials', message: WRONG_CREDENTIALS_MESSAGE }],
      });
    }
  });

  it('ends a session at sign-out, on disabling the user, and after 8 hours', async () => {
    const uuid = await addUser('shift@lender.example', ['UNDERWRITER']);
    const signedOut = await tokenOf('shift@lender.example', -1);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: { authorization: `Bearer ${signedOut}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await get(ME, signedOut)).statusCode).toBe(401);

    const expiring = await tokenOf('shift@lender.example');
    const signedIn = now;
    now = new Date(signedIn.getTime() + (OPS_TOKEN_TTL_SECONDS + 1) * 1000);
    try {
      expect((await get(ME, expiring)).statusCode).toBe(401);
    } finally {
      now = signedIn;
    }

    const disabled = await tokenOf('shift@lender.example', 1);
    await ctx.database.db.update(opsUsers).set({ disabled: true }).where(eq(opsUsers.uuid, uuid));
    expect((await get(ME, disabled)).statusCode).toBe(401);
  });

  it('refuses one address with 429 after 5 failures for an account, and does not check the password then', async () => {
    await addUser('guessed@lender.example', ['UNDERWRITER']);
    const guesser = freshAddress();
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerAccountAndAddress; i += 1) {
      expect((await logIn('guessed@lender.example', `wrong-${i}`, guesser)).statusCode).toBe(401);
    }
    const blocked = await logIn('guessed@lender.example', PASSWORD, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      errors: [{ code: 'rate_limited', message: TOO_MANY_ATTEMPTS_MESSAGE }],
    });
    const signedIn = now;
    now = new Date(signedIn.getTime() + LOGIN_LIMITS.windowMs + 1000);
    try {
      expect((await logIn('guessed@lender.example', PASSWORD, guesser)).statusCode).toBe(200);
    } finally {
      now = signedIn;
    }
  });

  it('answers 400 with the field for a malformed e-mail', async () => {
    const res = await logIn('not-an-email', PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('email');
  });

  it('seeds the sandbox users once, with the documented password and authenticator', async () => {
    const key = ctx.deps.secrets.encryptionKey;
    await seedSandboxOpsUsers(ctx.database.db, key);
    await seedSandboxOpsUsers(ctx.database.db, key);
    const rows = await ctx.database.db.select({ email: opsUsers.email }).from(opsUsers);
    const emails = rows.map((row) => row.email);
    for (const user of SANDBOX_OPS_USERS) {
      expect(emails.filter((email) => email === user.email)).toHaveLength(1);
    }
    const code = testCode(0, SANDBOX_OPS_TOTP_SECRET);
    const res = await logIn('admin@openheloc.test', SANDBOX_OPS_PASSWORD, freshAddress(), code);
    expect(res.json().user.roles).toEqual(['UNDERWRITER', 'NOTARY', 'CHAT_AGENT', 'ADMIN']);
  });
});
