import {
  DEV_MAILBOX_API_PATH,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_PATHS,
  PASSWORD_RESET_TTL_MS,
  type MailboxAnswer,
} from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { identities, outboxMessages } from '../../db/schema';
import { hashPassword } from '../identity/password-hash';
import { createOpsUser } from '../ops-users/ops-user-store';
import { RESET_LIMITS } from './reset-service';

const OLD_PASSWORD = 'Blue-Canyon-42!x';
const NEW_PASSWORD = 'Quiet-Harbor-73!';

describe('password reset', () => {
  let ctx: TestContext;
  let now = new Date('2026-03-02T15:00:00Z');
  let nextAddress = 1;
  const freshAddress = () => `198.19.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  beforeAll(async () => {
    ctx = await createTestApp({ now: () => now });
  });
  afterAll(() => ctx.close());

  const createIdentity = async (email: string) => {
    const uuid = randomUUID();
    await ctx.database.db.insert(identities).values({
      uuid,
      orgCode: ctx.deps.organizations.defaultOrganization.orgCode,
      email,
      emailNormalized: email.toLowerCase(),
      passwordHash: await hashPassword(OLD_PASSWORD),
      type: 'BORROWER',
    });
    return uuid;
  };
  const post = (url: string, payload: object, ip = freshAddress()) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const logIn = (email: string, password: string) =>
    post('/identity/api/v1/login', { email, password });
  const requestLink = async (email: string, ip?: string) => {
    const res = await post(PASSWORD_RESET_PATHS.request, { email }, ip);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
  };
  const tokenSentTo = async (email: string) => {
    await ctx.drainJobs();
    const res = await ctx.app.inject({ url: DEV_MAILBOX_API_PATH, query: { to: email } });
    const [message] = res.json<MailboxAnswer>().messages;
    const link = message?.links.find((url) => url.includes('/auth/reset-password?token='));
    if (!link) throw new Error(`no reset link to ${email}`);
    return new URL(link).searchParams.get('token') ?? '';
  };
  const reset = (token: string, password = NEW_PASSWORD) =>
    post(PASSWORD_RESET_PATHS.complete, { token, password, confirmPassword: password });

  it('e-mails a link that sets a new password once, and signs the account out everywhere', async () => {
    await createIdentity('Rita.Reset@example.com');
    const before = await logIn('rita.reset@example.com', OLD_PASSWORD);
    expect(before.statusCode).toBe(200);
    const oldSession = { authorization: `Bearer ${before.json().jwt}` };
    // Used once first, so that the embedded database's live-session memory holds it.
    const used = await ctx.app.inject({
      url: '/identity/secure/api/v1/identity',
      headers: oldSession,
    });
    expect(used.statusCode).toBe(200);

    await requestLink('RITA.RESET@example.com');
    const token = await tokenSentTo('Rita.Reset@example.com');
    expect((await post(PASSWORD_RESET_PATHS.check, { token })).statusCode).toBe(200);

    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      message: PASSWORD_RESET_MESSAGES.done,
      signInPath: '/auth/login',
    });
    const me = await ctx.app.inject({
      url: '/identity/secure/api/v1/identity',
      headers: oldSession,
    });
    expect(me.statusCode).toBe(401);
    expect((await logIn('rita.reset@example.com', OLD_PASSWORD)).statusCode).toBe(401);
    expect((await logIn('rita.reset@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Other-Harbor-84!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      errors: [{ code: 'invalid_input', field: 'token', message: PASSWORD_RESET_MESSAGES.used }],
    });
    expect((await logIn('rita.reset@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link after 30 minutes and changes nothing', async () => {
    const uuid = await createIdentity('late@example.com');
    await requestLink('late@example.com');
    const token = await tokenSentTo('late@example.com');
    const [before] = await ctx.database.db
      .select()
      .from(identities)
      .where(eq(identities.uuid, uuid));
    now = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
    const check = await post(PASSWORD_RESET_PATHS.check, { token });
    expect(check.json()).toEqual({
      errors: [{ code: 'invalid_input', field: 'token', message: PASSWORD_RESET_MESSAGES.expired }],
    });
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toBe(PASSWORD_RESET_MESSAGES.expired);
    const [after] = await ctx.database.db
      .select()
      .from(identities)
      .where(eq(identities.uuid, uuid));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  it('refuses a forged or malformed token with the same clear message', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token', '']) {
      const res = await reset(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        code: 'invalid_input',
        field: 'token',
        message: PASSWORD_RESET_MESSAGES.invalid,
      });
    }
  });

  it('answers an unknown e-mail exactly as a known one, and sends it nothing', async () => {
    await requestLink('nobody-here@example.com');
    await ctx.drainJobs();
    const rows = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'nobody-here@example.com'));
    expect(rows).toEqual([]);
  });

  it('refuses a new password that breaks the rules, keeping the link usable', async () => {
    await createIdentity('weak@example.com');
    await requestLink('weak@example.com');
    const token = await tokenSentTo('weak@example.com');
    const res = await reset(token, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      code: 'invalid_input',
      field: 'password',
      message: 'Must be at least 12 characters long',
    });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('sends at most 3 links per account and refuses a flood from one address', async () => {
    await createIdentity('many@example.com');
    for (let i = 0; i < RESET_LIMITS.maxPerAccount + 2; i += 1)
      await requestLink('many@example.com');
    const sent = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'many@example.com'));
    expect(sent).toHaveLength(RESET_LIMITS.maxPerAccount);

    const ip = freshAddress();
    for (let i = 0; i < RESET_LIMITS.maxPerAddress; i += 1) {
      await requestLink(`spray-${i}@example.com`, ip);
    }
    const refused = await post(PASSWORD_RESET_PATHS.request, { email: 'one-more@example.com' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      errors: [{ code: 'rate_limited', message: PASSWORD_RESET_MESSAGES.tooMany }],
    });
  });

  it("resets an operations user's password from the operations sign-in page's request", async () => {
    await createOpsUser(
      ctx.database.db,
      { email: 'uma.ops@lender.example', name: 'Uma', roles: ['UNDERWRITER'], orgCodes: ['*'] },
      { hash: await hashPassword(OLD_PASSWORD) },
    );
    const asked = await post(PASSWORD_RESET_PATHS.opsRequest, { email: 'uma.ops@lender.example' });
    expect(asked.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
    const token = await tokenSentTo('uma.ops@lender.example');
    const done = await reset(token);
    expect(done.json()).toEqual({
      message: PASSWORD_RESET_MESSAGES.done,
      signInPath: '/ops/login',
    });
    const login = await post('/ops/api/v1/auth/login', {
      email: 'uma.ops@lender.example',
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });
});
