import { describe, expect, it } from 'vitest';
import { retryDelayMs, statusPollDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [-1, 1_000],
  ])('retry %d waits %d ms', (retry, delay) => {
    expect(retryDelayMs(retry)).toBe(delay);
  });
});

describe('statusPollDelayMs', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 5_000],
    [13, 5_000],
  ])('poll %d waits %d ms', (retry, delay) => {
    expect(statusPollDelayMs(retry)).toBe(delay);
  });
});
