import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { applicationEvents } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { DbTransaction } from '../../../jobs';
import type { ApplicationRow } from '../../../db/rows';

/**
 * Pulls a borrower may ask for again (after a freeze, or with the SSN after no match). Each is a
 * bureau inquiry the lender pays for: as many as the spec's retry wrapper makes attempts (5), and
 * a minute apart, time enough to lift a freeze online.
 */
export const CREDIT_PULL_LIMITS = { maxRepeatsPerApplication: 5, minIntervalMs: 60_000 } as const;

export const CREDIT_PULLS_EXHAUSTED_MESSAGE =
  'We cannot check your credit again online. Please contact support to continue your application.';
export const CREDIT_PULL_WAIT_MESSAGE = 'Please wait a minute before trying again.';

const REPEATED_PULLS = ['RETRY_CREDIT', 'PROVIDE_SSN'];

/**
 * Refuses (429) a pull beyond the limits. Runs in the transition's transaction, with the
 * application row locked, so concurrent requests are counted one after the other.
 */
export async function assertCreditPullAllowed(
  tx: DbTransaction,
  application: ApplicationRow,
  now: Date,
): Promise<void> {
  const repeats = and(
    eq(applicationEvents.applicationUuid, application.uuid),
    inArray(applicationEvents.event, REPEATED_PULLS),
  );
  const [total] = await tx.select({ n: count() }).from(applicationEvents).where(repeats);
  if ((total?.n ?? 0) >= CREDIT_PULL_LIMITS.maxRepeatsPerApplication) {
    throw new AppError('rate_limited', CREDIT_PULLS_EXHAUSTED_MESSAGE);
  }
  const [last] = await tx
    .select({ at: applicationEvents.createdAt })
    .from(applicationEvents)
    .where(repeats)
    .orderBy(desc(applicationEvents.createdAt))
    .limit(1);
  if (last && now.getTime() - last.at.getTime() < CREDIT_PULL_LIMITS.minIntervalMs) {
    throw new AppError('rate_limited', CREDIT_PULL_WAIT_MESSAGE);
  }
}
