import {
  RETRY_BACKOFF_FACTOR,
  RETRY_BASE_DELAY_MS,
  STATUS_POLL_BASE_DELAY_MS,
  STATUS_POLL_MAX_DELAY_MS,
} from './timing';

/** Delay before retry number `retry` (0 for the first retry): base, doubling each time. */
export function retryDelayMs(retry: number): number {
  return RETRY_BASE_DELAY_MS * RETRY_BACKOFF_FACTOR ** Math.max(0, retry);
}

/** Delay before status poll number `retry` (0 for the first): doubling, capped at 5 s. */
export function statusPollDelayMs(retry: number): number {
  return Math.min(
    STATUS_POLL_BASE_DELAY_MS * RETRY_BACKOFF_FACTOR ** Math.max(0, retry),
    STATUS_POLL_MAX_DELAY_MS,
  );
}
