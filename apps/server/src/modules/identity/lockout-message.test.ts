import { DEV_MAILBOX_API_PATH, type MailboxAnswer } from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { identities } from '../../db/schema';
import { LOGIN_LIMITS } from './login-attempts';
import { hashPassword } from './password-hash';

describe('the sign-in lock e-mail', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const failTimes = async (email: string, times: number, ip: string) => {
    const answers: number[] = [];
    for (let i = 0; i < times; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/identity/api/v1/login',
        payload: { email, password: 'Wrong-Password-1!' },
        remoteAddress: ip,
      });
      answers.push(res.statusCode);
    }
    return answers;
  };
  const mailbox = async (to: string) => {
    await ctx.drainJobs();
    const res = await ctx.app.inject({ url: DEV_MAILBOX_API_PATH, query: { to } });
    return res.json<MailboxAnswer>().messages;
  };

  it('tells the owner once per window, with a link to reset the password', async () => {
    await ctx.database.db.insert(identities).values({
      uuid: randomUUID(),
      orgCode: ctx.deps.organizations.defaultOrganization.orgCode,
      email: 'locked@example.com',
      emailNormalized: 'locked@example.com',
      passwordHash: await hashPassword('Blue-Canyon-42!x'),
      type: 'BORROWER',
    });
    const limit = LOGIN_LIMITS.maxFailuresPerAccountAndAddress;
    const answers = await failTimes('locked@example.com', limit + 3, '203.0.113.7');
    expect(answers.slice(limit)).toEqual([429, 429, 429]);
    const messages = await mailbox('locked@example.com');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe('Sign-in to your OpenHELOC account is paused');
    expect(messages[0]?.links[0]).toMatch(/\/account\/heloc\/auth\/forgot-password$/);
  });

  it('sends nothing for an e-mail without an account', async () => {
    const limit = LOGIN_LIMITS.maxFailuresPerAccountAndAddress;
    await failTimes('ghost@example.com', limit + 2, '203.0.113.8');
    expect(await mailbox('ghost@example.com')).toEqual([]);
  });
});
