import { describe, expect, it } from 'vitest';
import {
  PROCESSING_MODAL_TIMEOUT_MS,
  STATUS_POLL_MAX_RETRIES,
  STATUS_POLL_WAITING_MAX_RETRIES,
} from '../constants/timing';
import { nextStatusPoll, statusPollMaxRetries } from './polling';

describe('status polling', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 5_000],
    [6, 5_000],
    [12, 5_000],
  ])('waits before poll %i: %i ms', (retry, delayMs) => {
    expect(
      nextStatusPoll({
        state: 'WAITING_FOR_OFFER_SELECTION',
        retry,
        elapsedMs: 0,
        timeoutMs: null,
      }),
    ).toEqual({ kind: 'poll', delayMs });
  });

  it.each([
    ['WAITING_FOR_OFFER_SELECTION', STATUS_POLL_WAITING_MAX_RETRIES, 14],
    ['WAITING_FOR_HARD_CREDIT_PULL', STATUS_POLL_WAITING_MAX_RETRIES, 14],
    ['GEN_APP_SUBMISSION', STATUS_POLL_MAX_RETRIES, 7],
    ['OFFER_SELECTION', STATUS_POLL_MAX_RETRIES, 7],
  ])('%s is polled up to %i times', (state, constant, count) => {
    expect(statusPollMaxRetries(state)).toBe(constant);
    expect(constant).toBe(count);
    expect(nextStatusPoll({ state, retry: count - 1, elapsedMs: 0, timeoutMs: null }).kind).toBe(
      'poll',
    );
    expect(nextStatusPoll({ state, retry: count, elapsedMs: 0, timeoutMs: null })).toEqual({
      kind: 'give-up',
      because: 'retries',
    });
  });

  it('gives up when the processing modal’s 30 s are over', () => {
    expect(PROCESSING_MODAL_TIMEOUT_MS).toBe(30_000);
    expect(
      nextStatusPoll({ state: 'WAITING_FOR_OFFER_SELECTION', retry: 6, elapsedMs: 30_000 }),
    ).toEqual({ kind: 'give-up', because: 'timeout' });
  });

  it('polls once more at the deadline rather than after it', () => {
    expect(
      nextStatusPoll({ state: 'WAITING_FOR_OFFER_SELECTION', retry: 6, elapsedMs: 28_500 }),
    ).toEqual({ kind: 'poll', delayMs: 1_500 });
  });
});
