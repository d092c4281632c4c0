export { backoffDelayMs, type BackoffPolicy } from './backoff';
export { JobLeaseLostError, JobTimeoutError } from './job-errors';
export { CANCELLED_ERROR, DEFAULT_MAX_ATTEMPTS, JobQueue, enqueueJob } from './job-queue';
export { createJobSystem, type JobSystem } from './job-system';
export type {
  DbExecutor,
  DbTransaction,
  EnqueueOptions,
  EnqueueResult,
  Job,
  JobContext,
  JobHandler,
  JobLogger,
  JobReschedule,
  JobStatus,
} from './job-types';
export { JobWorker, type JobRegistration, type JobWorkerOptions } from './job-worker';
