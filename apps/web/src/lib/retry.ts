import { RETRY_BASE_DELAY_MS, RETRY_MAX_ATTEMPTS } from '@openheloc/domain';

export interface RetryOptions {
  /** Total number of tries, the first included. */
  attempts?: number;
  /** Wait before the second try; each later wait doubles. */
  baseDelayMs?: number;
  /** Whether an error is worth another try; a validation error, say, is not. */
  shouldRetry?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a promise-returning operation until it succeeds, up to `attempts` tries, waiting
 * 1000 ms, 2000 ms, 4000 ms… between them. The last error is rethrown.
 */
export async function withRetry<T>(
  operation: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? RETRY_MAX_ATTEMPTS;
  const baseDelayMs = options.baseDelayMs ?? RETRY_BASE_DELAY_MS;
  const shouldRetry = options.shouldRetry ?? (() => true);
  const wait = options.sleep ?? sleep;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error)) throw error;
      await wait(baseDelayMs * 2 ** (attempt - 1));
    }
  }
}
