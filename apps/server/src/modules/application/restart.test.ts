import type { ApplicationStatus } from '@openheloc/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { applications, jobs, providerCalls } from '../../db/schema';
import { makeDue, waitFor } from '../../jobs/test-support';
import {
  borrowerClient,
  createJourneyApp,
  registerBorrower,
  type JourneyApp,
} from './test-support/journey-app';

/** Each test boots two instances (a fresh database and migrations first), slow on a busy machine. */
const RESTART_TEST_TIMEOUT_MS = 120_000;

describe('a restart in the middle of a waiting state', () => {
  const opened: JourneyApp[] = [];
  const open = async (...args: Parameters<typeof createJourneyApp>) => {
    const journey = await createJourneyApp(...args);
    opened.push(journey);
    return journey;
  };
  afterEach(async () => {
    // Only what a failed test left open; a passing test stops and disposes its own.
    for (const journey of opened.splice(0)) {
      await journey.stop();
      await journey.database.dispose();
    }
  });

  const stateOf = async (journey: JourneyApp, uuid: string) => {
    const [row] = await journey.workflow.db
      .select({ state: applications.state })
      .from(applications)
      .where(eq(applications.uuid, uuid));
    return row?.state;
  };

  it(
    'settles a job queued before the stop with the next instance’s polling worker',
    async () => {
      const first = await open();
      const borrower = await registerBorrower(first, { lastName: 'Sample' });
      await first.stop();
      opened.splice(0);

      const second = await open({ database: first.database, secrets: first.secrets });
      second.worker.start();
      await waitFor(
        async () => (await stateOf(second, borrower.applicationUuid)) === 'OFFER_SELECTION',
      );
      const status = (await borrowerClient(second, borrower).status()).json<ApplicationStatus>();
      expect(status).toMatchObject({ state: 'OFFER_SELECTION', waiting: false });
      await second.stop();
      opened.splice(0);
      await second.database.dispose();
    },
    RESTART_TEST_TIMEOUT_MS,
  );

  it(
    'reclaims a job whose instance died while running it, and settles the state',
    async () => {
      const first = await open();
      const borrower = await registerBorrower(first, { lastName: 'Decline' });
      // The instance claimed the job and died: running, its lease lapsed.
      await first.workflow.db
        .update(jobs)
        .set({
          status: 'running',
          attempts: 1,
          lockedBy: 'dead-instance',
          leaseExpiresAt: sql`now() - interval '1 second'`,
        })
        .where(eq(jobs.applicationUuid, borrower.applicationUuid));
      await first.stop();
      opened.splice(0);

      const second = await open({ database: first.database, secrets: first.secrets });
      await second.drain();
      expect(await stateOf(second, borrower.applicationUuid)).toBe('DECLINED');
      await second.stop();
      opened.splice(0);
      await second.database.dispose();
    },
    RESTART_TEST_TIMEOUT_MS,
  );

  it(
    'resumes after the step that was done: the soft pull is not repeated',
    async () => {
      const first = await open(null, (providers) => ({
        ...providers,
        property: {
          ...providers.property,
          lookup: async () => {
            throw new Error('property records vendor unavailable');
          },
        },
      }));
      const borrower = await registerBorrower(first, { lastName: 'Sample' });
      await first.drain();
      expect(await stateOf(first, borrower.applicationUuid)).toBe('WAITING_FOR_OFFER_SELECTION');
      await first.stop();
      opened.splice(0);

      const second = await open({ database: first.database, secrets: first.secrets });
      const [job] = await second.workflow.db
        .select()
        .from(jobs)
        .where(eq(jobs.applicationUuid, borrower.applicationUuid));
      expect(job?.status).toBe('queued');
      expect(job?.lastError).toContain('property records vendor unavailable');
      if (job) await makeDue(second.workflow.db, job.id);
      await second.drain();
      expect(await stateOf(second, borrower.applicationUuid)).toBe('OFFER_SELECTION');
      const pulls = await second.workflow.db
        .select({ id: providerCalls.id })
        .from(providerCalls)
        .where(
          and(
            eq(providerCalls.applicationUuid, borrower.applicationUuid),
            eq(providerCalls.operation, 'softPull'),
          ),
        );
      expect(pulls).toHaveLength(1);
      await second.stop();
      opened.splice(0);
      await second.database.dispose();
    },
    RESTART_TEST_TIMEOUT_MS,
  );
});
