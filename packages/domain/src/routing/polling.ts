import { isWaitingTask } from '../enums/workflow-task';
import { statusPollDelayMs } from '../constants/backoff';
import {
  PROCESSING_MODAL_TIMEOUT_MS,
  STATUS_POLL_MAX_RETRIES,
  STATUS_POLL_WAITING_MAX_RETRIES,
} from '../constants/timing';

/** Polls of the status allowed for a state: 14 for WAITING_FOR… states, 7 for the others. */
export function statusPollMaxRetries(state: string): number {
  return isWaitingTask(state) ? STATUS_POLL_WAITING_MAX_RETRIES : STATUS_POLL_MAX_RETRIES;
}

export type StatusPollDecision =
  | { kind: 'poll'; delayMs: number }
  /** Stop: the retries are spent, or the processing modal's time is up. */
  | { kind: 'give-up'; because: 'retries' | 'timeout' };

export interface StatusPollInput {
  state: string;
  /** Polls already made in this wait (0 before the first). */
  retry: number;
  /** Time since the wait was first seen. */
  elapsedMs: number;
  /** The processing modal's limit (30 s by default); null for a screen that is the wait itself. */
  timeoutMs?: number | null;
}

/**
 * What to do while the server is waiting: poll again after 1 s, 2 s, 4 s, then every 5 s, up to
 * the state's retries, unless the processing modal's time runs out first.
 */
export function nextStatusPoll({
  state,
  retry,
  elapsedMs,
  timeoutMs = PROCESSING_MODAL_TIMEOUT_MS,
}: StatusPollInput): StatusPollDecision {
  if (timeoutMs !== null && elapsedMs >= timeoutMs) return { kind: 'give-up', because: 'timeout' };
  if (retry >= statusPollMaxRetries(state)) return { kind: 'give-up', because: 'retries' };
  const delayMs = statusPollDelayMs(retry);
  return {
    kind: 'poll',
    delayMs: timeoutMs === null ? delayMs : Math.min(delayMs, timeoutMs - elapsedMs),
  };
}
