/** The signal's reason when a handler runs past its time limit; recorded as a failed attempt. */
export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError';
  constructor(timeoutMs: number) {
    super(`Handler did not finish within ${timeoutMs} ms`);
  }
}

/** The signal's reason when another worker reclaimed the job; this run's outcome is discarded. */
export class JobLeaseLostError extends Error {
  override name = 'JobLeaseLostError';
  constructor() {
    super('The job lease was lost to another worker');
  }
}
