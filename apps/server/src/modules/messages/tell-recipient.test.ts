import { DEV_MAILBOX_API_PATH, type MailboxAnswer } from '@openheloc/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, identities, profiles } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { recipientOf } from './recipient';
import { tellRecipient } from './tell-recipient';

describe('telling a borrower', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const borrower = async (phone: string, smsAnswers: boolean[]) => {
    const uuid = randomUUID();
    const orgCode = ctx.deps.organizations.defaultOrganization.orgCode;
    const email = `${uuid}@example.com`;
    await ctx.database.db.insert(identities).values({
      uuid,
      orgCode,
      email,
      emailNormalized: email,
      passwordHash: 'not-used-here',
      type: 'BORROWER',
    });
    await ctx.database.db.insert(profiles).values({
      uuid: randomUUID(),
      identityUuid: uuid,
      orgCode,
      firstName: 'Pat',
      lastName: 'Sample',
      phoneNumber: phone,
    });
    for (const [i, granted] of smsAnswers.entries()) {
      await ctx.database.db.insert(consents).values({
        identityUuid: uuid,
        type: 'SMS_TRANSACTIONAL',
        textVersion: 'test',
        granted,
        ipAddress: '127.0.0.1',
        recordedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    return uuid;
  };
  const inbox = async (to: string) => {
    await ctx.drainJobs();
    const res = await ctx.app.inject({ url: DEV_MAILBOX_API_PATH, query: { to } });
    return res.json<MailboxAnswer>().messages;
  };
  const tell = async (identityUuid: string, dedupeKey: string) => {
    const recipient = await recipientOf(ctx.database.db, identityUuid);
    if (!recipient) throw new Error('no recipient');
    await ctx.database.db.transaction((tx) =>
      tellRecipient(tx, recipient, {
        template: 'funded',
        data: {
          firstName: recipient.firstName,
          paidToYou: 'Your initial draw of $100,000.00 paid $100,000.00 to you',
          accountLast4: '1234',
          link: '/account/heloc/dashboard',
        },
        dedupeKey,
        orgCode: ctx.deps.organizations.defaultOrganization.orgCode,
      }),
    );
    return recipient;
  };

  it.each([
    ['agreed to texts', '(217) 555-0101', [true], 1],
    ['never asked', '(217) 555-0102', [], 0],
    ['agreed, then withdrew', '(217) 555-0103', [true, false], 0],
  ])('%s: e-mail always, a text only with consent', async (_case, phone, answers, texts) => {
    const uuid = await borrower(phone, answers);
    const recipient = await tell(uuid, `funded:${uuid}`);
    expect(await inbox(recipient.email)).toHaveLength(1);
    const sms = await inbox(phone);
    expect(sms).toHaveLength(texts);
    if (texts > 0) {
      expect(sms[0]).toMatchObject({ channel: 'sms', subject: 'Text message', html: null });
      expect(sms[0]?.text).toMatch(/^OpenHELOC: your HELOC is funded\. http/);
    }
  });
});
