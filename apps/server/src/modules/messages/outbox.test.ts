import { DEV_MAILBOX_API_PATH, type MailboxAnswer } from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailboxMessages, outboxMessages } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { JobWorker } from '../../jobs';
import { devMailbox } from '../../providers/messaging';
import { registerMessageDelivery } from './deliver-message';
import { enqueueMessage } from './outbox';

const invitation = (to: string, dedupeKey: string) => ({
  channel: 'email' as const,
  to,
  template: 'signer-invitation' as const,
  data: {
    signerName: 'Cora Owner',
    borrowerName: 'Pat Borrower',
    link: '/account/heloc/heloc-signer/login?invitation=abc',
  },
  dedupeKey,
});

describe('outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const db = () => ctx.database.db;
  const mailbox = async (to: string) => {
    const res = await ctx.app.inject({ url: DEV_MAILBOX_API_PATH, query: { to } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MailboxAnswer>().messages;
  };

  it('delivers a message written in a transaction to the development mailbox, branded, with its link', async () => {
    await db().transaction((tx) => enqueueMessage(tx, invitation('cora@example.com', 'inv:1')));
    await ctx.drainJobs();
    const [message, ...others] = await mailbox('Cora@Example.com');
    expect(others).toEqual([]);
    expect(message?.subject).toBe('Pat Borrower has asked you to sign their OpenHELOC HELOC');
    expect(message?.links).toEqual([
      `${ctx.deps.config.appBaseUrl}/account/heloc/heloc-signer/login?invitation=abc`,
    ]);
    expect(message?.html).toContain('Accept the invitation');
    const [row] = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, 'inv:1'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, transport: 'dev-mailbox' });
  });

  it('sends an event enqueued twice once', async () => {
    await db().transaction((tx) => enqueueMessage(tx, invitation('twice@example.com', 'inv:2')));
    await db().transaction((tx) => enqueueMessage(tx, invitation('twice@example.com', 'inv:2')));
    await ctx.drainJobs();
    expect(await mailbox('twice@example.com')).toHaveLength(1);
  });

  it('writes nothing when the event that causes the message rolls back', async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueMessage(tx, invitation('rolled@example.com', 'inv:3'));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await ctx.drainJobs();
    expect(await mailbox('rolled@example.com')).toEqual([]);
    const rows = await db()
      .select()
      .from(devMailboxMessages)
      .where(eq(devMailboxMessages.recipient, 'rolled@example.com'));
    expect(rows).toEqual([]);
  });

  it('is delivered once when two instances work the same outbox', async () => {
    const second = new JobWorker(db(), { workerId: 'second-instance' });
    registerMessageDelivery(second, {
      db: db(),
      organizations: ctx.deps.organizations,
      email: devMailbox(db()),
      sms: devMailbox(db()),
      appBaseUrl: ctx.deps.config.appBaseUrl,
      now: () => new Date(),
    });
    await db().transaction(async (tx) => {
      for (let i = 0; i < 12; i += 1) {
        await enqueueMessage(tx, invitation('both@example.com', `inv:both:${i}`));
      }
    });
    await Promise.all([ctx.drainJobs(), second.runOnce(), second.runOnce()]);
    await ctx.drainJobs();
    expect(await mailbox('both@example.com')).toHaveLength(12);
  });

  it('refuses a message missing the data its template needs', async () => {
    await expect(
      enqueueMessage(db(), { ...invitation('x@example.com', 'inv:4'), data: { link: '/x' } }),
    ).rejects.toThrow(/signerName/);
  });
});
