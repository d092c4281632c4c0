import {
  closingMoney,
  DEV_MAILBOX_API_PATH,
  isBankingDay,
  pacificToday,
  paidToYouSentence,
  rescissionDeadline,
  rescissionEndedMessage,
  type ApplicationStatus,
  type HelocApplication,
  type MailboxAnswer,
} from '@openheloc/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applicationEvents,
  applications,
  jobs,
  providerCalls,
  sandboxFundingTransfers,
} from '../../db/schema';
import { makeDue } from '../../jobs/test-support';
import type { Providers } from '../../providers';
import { JOB_KINDS } from '../workflow/job-support';
import { initialDrawKey } from '../workflow/jobs/fund';
import {
  borrowerClient,
  createJourneyApp,
  signedInAgain,
  useJourneyApp,
  type BorrowerFixture,
  type JourneyApp,
} from './test-support/journey-app';
import { accepted, walkJourney, type BorrowerClient } from './test-support/walk-journey';

const MINUTE_MS = 60_000;
const HAZARD = {
  kind: 'HAZARD',
  carrier: 'Sandbox Mutual',
  policyNumber: 'HZ-1234',
  coverageAmount: 50_000_000,
  expirationDate: '2030-12-31',
};

async function rowOf(journey: JourneyApp, applicationUuid: string) {
  const [row] = await journey.workflow.db
    .select()
    .from(applications)
    .where(eq(applications.uuid, applicationUuid));
  if (!row) throw new Error('no application');
  return row;
}

async function stateOf(client: BorrowerClient): Promise<string> {
  return (await accepted(client.status())).state;
}

/** A notarized, insured borrower waiting out the right to cancel. */
async function inRescission(journey: JourneyApp) {
  const walked = await walkJourney(journey, { lastName: 'Sample' }, 'TRUST_AND_INSURANCE');
  const insured = await accepted(walked.client.send('POST', '/insurance', HAZARD));
  expect(insured.state).toBe('RESCISSION');
  const row = await rowOf(journey, walked.borrower.applicationUuid);
  if (!row.rescissionEndsAt) throw new Error('no deadline stored');
  return { ...walked, endsAt: row.rescissionEndsAt };
}

/** Moves the clock forward by `ms`; the borrower, whose session that outlived, signs in again. */
async function later(journey: JourneyApp, borrower: BorrowerFixture, ms: number) {
  await journey.passTime(ms);
  return borrowerClient(journey, await signedInAgain(journey, borrower));
}

/** How far to move the clock so that it reads `at` (the clock may already be ahead). */
const untilAt = (journey: JourneyApp, at: Date) => at.getTime() - journey.workflow.now().getTime();

describe('rescission and funding', () => {
  const journey = useJourneyApp();

  it('stores the deadline at notarization and funds only once the right to cancel has ended', async () => {
    const walked = await walkJourney(journey, { lastName: 'Sample' }, 'TRUST_AND_INSURANCE');
    const { borrower } = walked;
    let { client } = walked;
    const notarized = await rowOf(journey, borrower.applicationUuid);
    if (!notarized.notarizedAt) throw new Error('notarization time not recorded');
    const expected = rescissionDeadline({
      consummatedAt: notarized.notarizedAt,
      noticesDeliveredAt: notarized.notarizedAt,
    });
    expect(notarized.rescissionEndsAt).toEqual(expected.endsAt);

    expect((await accepted(client.send('POST', '/insurance', HAZARD))).state).toBe('RESCISSION');
    await journey.drain();
    const during = (await client.application()).json<HelocApplication>();
    expect(during.closing).toEqual({
      notarizedAt: notarized.notarizedAt.toISOString(),
      rescissionEndsAt: expected.endsAt.toISOString(),
      rescissionLastDay: expected.lastDay,
      // The borrower's own notice went out at the notarization, before the insurance.
      rightToCancel: {
        lastDay: expected.lastDay,
        endsAt: expected.endsAt.toISOString(),
        notice: {
          documentUuid: expect.any(String),
          fileName: expect.stringMatching(/^right_to_cancel_notice-HEL\d+\.pdf$/),
          deliveredAt: expect.any(String),
          acknowledgedAt: null,
        },
      },
      disbursement: null,
    });

    // A minute before midnight nothing moves, even with every due job run.
    client = await later(journey, borrower, untilAt(journey, expected.endsAt) - MINUTE_MS);
    await journey.drain();
    expect(await stateOf(client)).toBe('RESCISSION');
    const [waiting] = await journey.workflow.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.applicationUuid, borrower.applicationUuid),
          eq(jobs.kind, JOB_KINDS.rescission),
        ),
      );
    expect(waiting?.status).toBe('queued');

    client = await later(journey, borrower, MINUTE_MS);
    await journey.drain();
    const done = await accepted(client.status());
    expect(done.state).toBe('COMPLETE');

    const view = (await client.application()).json<HelocApplication>();
    const quote = view.selectedOffer?.quote;
    if (!quote) throw new Error('no quote');
    // The transfer sends the initial draw less the fees: the Statement of loan's "Paid to you".
    const figures = closingMoney(quote);
    expect(figures.totalFees).toBeGreaterThan(0);
    const initialDraw = figures.paidToYou;
    expect(view.closing.disbursement).toMatchObject({
      amount: figures.paidToYou,
      accountLast4: '1234',
      settledAt: expect.any(String),
    });
    const transfers = await journey.workflow.db
      .select()
      .from(sandboxFundingTransfers)
      .where(
        eq(
          sandboxFundingTransfers.idempotencyKey,
          initialDrawKey({ uuid: borrower.applicationUuid }),
        ),
      );
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.transfer).toMatchObject({ amount: initialDraw / 100 });
    // It settles on a banking day, whatever day the right to cancel ended.
    const settledAt = new Date(view.closing.disbursement?.settledAt ?? '');
    expect(isBankingDay(pacificToday(settledAt))).toBe(true);
    const mail = await journey.app.inject({
      url: DEV_MAILBOX_API_PATH,
      query: { to: `${borrower.identityUuid}@example.com` },
    });
    const funded = mail
      .json<MailboxAnswer>()
      .messages.find((message) => message.subject.endsWith('is funded'));
    expect(funded?.text).toContain(
      `${paidToYouSentence(figures, 'paid')}, into your account ending 1234.`,
    );

    const events = await journey.workflow.db
      .select({ event: applicationEvents.event, toState: applicationEvents.toState })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationUuid, borrower.applicationUuid))
      .orderBy(asc(applicationEvents.id));
    expect(events.slice(-3)).toEqual([
      { event: 'ADD_INSURANCE', toState: 'RESCISSION' },
      { event: 'RESCISSION_ENDED', toState: 'WAITING_FOR_FUNDING_DECISION' },
      { event: 'FUNDS_SETTLED', toState: 'COMPLETE' },
    ]);
  });

  it('lets the borrower cancel before the deadline, which ends the application and funds nothing', async () => {
    const { borrower, client, endsAt } = await inRescission(journey);
    const cancelled = await accepted(client.send('POST', '/cancel'));
    expect(cancelled.state).toBe('CANCELLED');

    const afterwards = await later(journey, borrower, untilAt(journey, endsAt) + MINUTE_MS);
    await journey.drain();
    expect(await stateOf(afterwards)).toBe('CANCELLED');
    const row = await rowOf(journey, borrower.applicationUuid);
    expect(row.funding).toBeNull();
    const [cancel] = await journey.workflow.db
      .select()
      .from(applicationEvents)
      .where(
        and(
          eq(applicationEvents.applicationUuid, borrower.applicationUuid),
          eq(applicationEvents.event, 'CANCEL'),
        ),
      );
    expect(cancel).toMatchObject({
      actorType: 'BORROWER',
      fromState: 'RESCISSION',
      toState: 'CANCELLED',
    });
  });

  it('refuses to cancel after the deadline, changing nothing', async () => {
    const { borrower, client: before, endsAt } = await inRescission(journey);
    expect((await accepted(before.status())).actions).toContain('CANCEL');
    // Midnight has passed but the job that moves on has not run yet.
    const client = await later(journey, borrower, untilAt(journey, endsAt));
    // The status no longer offers what would be refused, though nothing else changed.
    const status = await accepted(client.status());
    expect(status.state).toBe('RESCISSION');
    expect(status.actions).not.toContain('CANCEL');
    const row = await rowOf(journey, borrower.applicationUuid);
    const late = await client.send('POST', '/cancel');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      errors: [{ code: 'conflict', message: rescissionEndedMessage(endsAt) }],
    });
    expect(late.json().errors[0].message).toMatch(/^Your right to cancel ended at midnight on /);
    const after = await rowOf(journey, borrower.applicationUuid);
    expect(after).toEqual(row);
    expect(after.state).toBe('RESCISSION');
  });

  it('lets the borrower cancel while insurance is still due, within the right to cancel', async () => {
    const { client } = await walkJourney(journey, { lastName: 'Sample' }, 'TRUST_AND_INSURANCE');
    expect((await accepted(client.send('POST', '/cancel'))).state).toBe('CANCELLED');
  });

  it('goes straight to funding when insurance arrives after the right to cancel ended', async () => {
    const { borrower } = await walkJourney(journey, { lastName: 'Sample' }, 'TRUST_AND_INSURANCE');
    const row = await rowOf(journey, borrower.applicationUuid);
    if (!row.rescissionEndsAt) throw new Error('no deadline stored');
    const client = await later(
      journey,
      borrower,
      untilAt(journey, row.rescissionEndsAt) + MINUTE_MS,
    );
    const status: ApplicationStatus = await accepted(client.send('POST', '/insurance', HAZARD));
    expect(status.state).toBe('WAITING_FOR_FUNDING_DECISION');
    await journey.drain();
    expect(await stateOf(client)).toBe('COMPLETE');
  });
});

describe('a funding job that dies between the provider call and the save', () => {
  it('sends again with the same key after a restart, and the borrower is paid once', async () => {
    // The crash point: the provider has made the transfer, then the process dies before the job
    // saves it (the first disbursement only).
    let crashes = 1;
    const dying = (providers: Providers): Providers => ({
      ...providers,
      funding: {
        ...providers.funding,
        disburse: async (request, options) => {
          const transfer = await providers.funding.disburse(request, options);
          if (crashes > 0) {
            crashes -= 1;
            throw new Error('process killed after the provider answered');
          }
          return transfer;
        },
      },
    });
    // Its failed job would retry in an hour: this process never gets to it.
    const first = await createJourneyApp(null, dying, undefined, 3_600_000);
    let second: JourneyApp | null = null;
    try {
      const { borrower, endsAt } = await inRescission(first);
      await first.passTime(untilAt(first, endsAt));
      await first.drain();
      const crashed = await rowOf(first, borrower.applicationUuid);
      expect(crashes).toBe(0);
      expect(crashed.state).toBe('WAITING_FOR_FUNDING_DECISION');
      // The intent was saved before the call; the transfer was not.
      expect(crashed.funding).toMatchObject({
        idempotencyKey: initialDrawKey({ uuid: borrower.applicationUuid }),
        transferId: null,
      });
      await first.stop();

      // The restart: a new process on the same database, with fresh providers.
      second = await createJourneyApp({ database: first.database, secrets: first.secrets });
      // Its clock, moved as the first one was, reads after the transfer was made.
      await second.passTime(untilAt(second, endsAt) + MINUTE_MS);
      const [fundJob] = await second.workflow.db
        .select()
        .from(jobs)
        .where(
          and(eq(jobs.applicationUuid, borrower.applicationUuid), eq(jobs.kind, JOB_KINDS.funding)),
        );
      if (!fundJob) throw new Error('no funding job');
      await makeDue(second.workflow.db, fundJob.id);
      await second.drain();

      const funded = await rowOf(second, borrower.applicationUuid);
      expect(funded.state).toBe('COMPLETE');
      const transfers = await second.workflow.db.select().from(sandboxFundingTransfers);
      expect(transfers).toHaveLength(1);
      expect(transfers[0]?.transfer).toMatchObject({ transferId: funded.funding?.transferId });
      const sends = await second.workflow.db
        .select({ response: providerCalls.response })
        .from(providerCalls)
        .where(
          and(
            eq(providerCalls.applicationUuid, borrower.applicationUuid),
            eq(providerCalls.provider, 'funding'),
            eq(providerCalls.operation, 'disburse'),
          ),
        );
      // Two calls (the lost one and the retry), one transfer.
      expect(sends).toHaveLength(2);
    } finally {
      await second?.stop();
      if (!second) await first.stop().catch(() => undefined);
      await first.database.dispose();
    }
  });
});
