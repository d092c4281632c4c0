import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outboxMessages } from '../../db/schema';
import { makeDue } from '../../jobs/test-support';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { enqueueMessage } from './outbox';

type Received = { from: string; to: string[]; raw: string };

/** A local SMTP sink: what it accepted, and how many deliveries it should refuse first. */
function smtpSink() {
  const received: Received[] = [];
  const state = { refuseNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuseNext > 0) {
          state.refuseNext -= 1;
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return { server, received, state };
}

describe('delivery through SMTP', () => {
  const sink = smtpSink();
  let ctx: TestContext;

  beforeAll(async () => {
    await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    const address = sink.server.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    ctx = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${address.port}` } });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => sink.server.close(() => resolve()));
  });

  const booking = (to: string, dedupeKey: string) => ({
    channel: 'email' as const,
    to,
    template: 'notary-booked' as const,
    data: {
      firstName: 'Pat',
      startsAt: '2026-12-01T18:00:00.000Z',
      endsAt: '2026-12-01T18:30:00.000Z',
      link: '/account/heloc/00000000-0000-4000-8000-000000000001',
    },
    dedupeKey,
  });
  const rowOf = async (dedupeKey: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, dedupeKey));
    return row;
  };

  it('hands the message to the SMTP server, with its calendar file', async () => {
    await ctx.database.db.transaction((tx) =>
      enqueueMessage(tx, booking('pat@example.com', 'smtp:1')),
    );
    await ctx.drainJobs();
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.to).toEqual(['pat@example.com']);
    expect(mail?.from).toBe('support@openheloc.example');
    expect(mail?.raw).toContain('Subject: Your OpenHELOC notary appointment');
    expect(mail?.raw).toMatch(/Content-Type: text\/calendar/);
    expect(mail?.raw).toContain('notary-appointment.ics');
    expect(mail?.raw).toMatch(/Message-ID: <outbox-\d+@openheloc>/);
    expect(await rowOf('smtp:1')).toMatchObject({ status: 'sent', transport: 'smtp' });
  });

  it('retries a refused delivery with backoff and sends it once', async () => {
    const before = sink.received.length;
    sink.state.refuseNext = 1;
    await ctx.database.db.transaction((tx) =>
      enqueueMessage(tx, booking('retry@example.com', 'smtp:2')),
    );
    await ctx.drainJobs();
    expect(sink.received).toHaveLength(before);
    const waiting = await rowOf('smtp:2');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('Mailbox busy');

    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `message:${waiting?.id}`));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    await makeDue(ctx.database.db, job?.id ?? 0);
    await ctx.drainJobs();
    expect(sink.received.filter((mail) => mail.to.includes('retry@example.com'))).toHaveLength(1);
    expect(await rowOf('smtp:2')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });

    // The job again (as after a lost lease): the message is marked sent, nothing goes out twice.
    await ctx.database.db
      .update(jobs)
      .set({ status: 'queued' })
      .where(eq(jobs.id, job?.id ?? 0));
    await makeDue(ctx.database.db, job?.id ?? 0);
    await ctx.drainJobs();
    expect(sink.received.filter((mail) => mail.to.includes('retry@example.com'))).toHaveLength(1);
  });
});
