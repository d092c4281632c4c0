import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@openheloc/domain';
import { applicationEvents, jobs } from '../../src/db/schema';
import {
  CREDIT_PULL_LIMITS,
  CREDIT_PULL_WAIT_MESSAGE,
  CREDIT_PULLS_EXHAUSTED_MESSAGE,
} from '../../src/modules/application/actions/credit-pull-limit';
import {
  borrowerClient,
  registerBorrower,
  useJourneyApp,
  type BorrowerFixture,
} from '../../src/modules/application/test-support/journey-app';
import { JOB_KINDS } from '../../src/modules/workflow/job-support';

describe('pulling credit again after a freeze', () => {
  const journey = useJourneyApp();
  let borrower: BorrowerFixture;
  let client: ReturnType<typeof borrowerClient>;

  beforeAll(async () => {
    borrower = await registerBorrower(journey, { lastName: 'Frozen' });
    client = borrowerClient(journey, borrower);
    await journey.drain();
  });

  const state = async () => (await client.status()).json<ApplicationStatus>().state;
  const pullsQueued = async () => {
    const [row] = await journey.database.db
      .select({ n: count() })
      .from(jobs)
      .where(
        and(
          eq(jobs.applicationUuid, borrower.applicationUuid),
          eq(jobs.kind, JOB_KINDS.prequalify),
        ),
      );
    return row?.n ?? 0;
  };
  /** As if the last retry was long enough ago. */
  const letTimePass = () =>
    journey.database.db
      .update(applicationEvents)
      .set({ createdAt: sql`${applicationEvents.createdAt} - interval '1 hour'` })
      .where(eq(applicationEvents.applicationUuid, borrower.applicationUuid));

  it('starts one pull however many retries arrive at once', async () => {
    expect(await state()).toBe('CREDIT_FROZEN');
    const before = await pullsQueued();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => client.send('POST', '/credit/retry')),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200).every((code) => code === 409)).toBe(true);
    expect(await pullsQueued()).toBe(before + 1);
    await journey.drain();
    expect(await state()).toBe('CREDIT_FROZEN');
  });

  it('asks the borrower to wait a minute between retries', async () => {
    const res = await client.send('POST', '/credit/retry');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      errors: [{ code: 'rate_limited', message: CREDIT_PULL_WAIT_MESSAGE }],
    });
    expect(await state()).toBe('CREDIT_FROZEN');
  });

  it(`allows ${CREDIT_PULL_LIMITS.maxRepeatsPerApplication} retries per application, then none`, async () => {
    for (let i = 1; i < CREDIT_PULL_LIMITS.maxRepeatsPerApplication; i += 1) {
      await letTimePass();
      expect((await client.send('POST', '/credit/retry')).statusCode).toBe(200);
      await journey.drain();
    }
    const pulls = await pullsQueued();
    await letTimePass();
    const refused = await client.send('POST', '/credit/retry');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      errors: [{ code: 'rate_limited', message: CREDIT_PULLS_EXHAUSTED_MESSAGE }],
    });
    expect(await pullsQueued()).toBe(pulls);
    expect(await state()).toBe('CREDIT_FROZEN');
  });
});
