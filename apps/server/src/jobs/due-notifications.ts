import type { NotificationListener } from '../db/notification-listener';
import type { JobLogger } from './job-types';

/** Notified at commit by the `jobs_due` trigger (migration 0015) when a job becomes due. */
export const JOBS_CHANNEL = 'openheloc_jobs';

/** Calls `onDue` whenever a job may have become due; resolves with how to stop. */
export type DueNotifications = (
  onDue: () => void,
  logger: JobLogger,
) => Promise<() => Promise<void>>;

/**
 * LISTENs on PostgreSQL. The notification comes at commit, so a worker woken by it sees the job;
 * a wake-up from inside the enqueueing transaction would claim before the job is visible and
 * then wait for its next poll. Every instance listens, so a job enqueued on one is claimed at
 * once by whichever is free. Polling goes on beside it and finds whatever a listener missed.
 */
export function listenForDueJobs(listener: NotificationListener): DueNotifications {
  return (onDue, logger) =>
    listener.listen({
      channel: JOBS_CHANNEL,
      onNotification: onDue,
      // Jobs that became due while no one listened.
      onReconnect: onDue,
      log: logger,
      name: 'job listener',
    });
}
