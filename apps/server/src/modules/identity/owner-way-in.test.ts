import { DEV_MAILBOX_API_PATH, PASSWORD_RESET_PATHS, type MailboxAnswer } from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { identities } from '../../db/schema';
import { LOGIN_LIMITS } from './login-attempts';
import { tooManyAttemptsMessage, WRONG_CREDENTIALS_MESSAGE } from './login-service';
import { hashPassword } from './password-hash';

const PASSWORD = 'Blue-Canyon-42!x';
const NEW_PASSWORD = 'Quiet-Harbor-73!';
const EMAIL = 'besieged@example.com';

/**
 * Issue 28: 25 wrong passwords from 25 addresses locked the owner out of every new device, and
 * the attacker could renew the lock forever. Guesses now slow new addresses down, and a reset
 * link e-mailed to the owner always lets the device it is used on in.
 */
describe('the owner always has a way in', () => {
  let ctx: TestContext;
  let now = new Date('2026-03-02T15:00:00Z');
  let nextAddress = 1;
  const freshAddress = () => `198.20.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const post = (url: string, payload: object, ip: string) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const logIn = (password: string, ip = freshAddress()) =>
    post('/identity/api/v1/login', { email: EMAIL, password }, ip);

  beforeAll(async () => {
    ctx = await createTestApp({ now: () => now });
    await ctx.database.db.insert(identities).values({
      uuid: randomUUID(),
      orgCode: ctx.deps.organizations.defaultOrganization.orgCode,
      email: EMAIL,
      emailNormalized: EMAIL,
      passwordHash: await hashPassword(PASSWORD),
      type: 'BORROWER',
    });
  });
  afterAll(() => ctx.close());

  it('slows guesses from many addresses with a growing delay, not a lock', async () => {
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerAccountFromNewAddresses; i++) {
      expect((await logIn(`guess-${i}`)).statusCode).toBe(401);
    }
    const slowed = await logIn(PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().errors[0].message).toBe(tooManyAttemptsMessage(30_000));
    advance(30_000);
    expect((await logIn('guess-20')).json().errors[0].message).toBe(WRONG_CREDENTIALS_MESSAGE);
    const slower = await logIn(PASSWORD);
    expect(slower.json().errors[0].message).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    );
    // Minutes, not the window: the owner on a new device gets in once the wait is over.
    advance(60_000);
    expect((await logIn(PASSWORD)).statusCode).toBe(200);
  });

  it('lets the device a reset link was used on sign in at once, however the guessing goes on', async () => {
    advance(LOGIN_LIMITS.windowMs);
    for (let i = 0; i < LOGIN_LIMITS.maxFailuresPerAccountFromNewAddresses; i++) {
      expect((await logIn(`guess-again-${i}`)).statusCode).toBe(401);
    }
    advance(LOGIN_LIMITS.ownerDelayBaseMs);
    expect((await logIn('guess-again')).statusCode).toBe(401);
    const device = freshAddress();
    expect((await logIn(PASSWORD, device)).statusCode).toBe(429);

    const asked = await post(PASSWORD_RESET_PATHS.request, { email: EMAIL }, device);
    expect(asked.statusCode).toBe(200);
    await ctx.drainJobs();
    const mailbox = await ctx.app.inject({ url: DEV_MAILBOX_API_PATH, query: { to: EMAIL } });
    const messages = mailbox.json<MailboxAnswer>().messages;
    expect(messages.some((m) => m.subject.includes('is paused'))).toBe(true);
    const link = messages
      .flatMap((m) => m.links)
      .find((url) => url.includes('/auth/reset-password?token='));
    const token = new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
    const done = await post(
      PASSWORD_RESET_PATHS.complete,
      { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      device,
    );
    expect(done.statusCode, done.body).toBe(200);

    expect((await logIn(NEW_PASSWORD)).statusCode).toBe(429);
    const signedIn = await logIn(NEW_PASSWORD, device);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});
