import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from './backoff';

describe('backoffDelayMs', () => {
  it.each([
    { attempt: 1, expected: 1_000 },
    { attempt: 2, expected: 2_000 },
    { attempt: 3, expected: 4_000 },
    { attempt: 4, expected: 8_000 },
    { attempt: 5, expected: 10_000 },
    { attempt: 30, expected: 10_000 },
  ])(
    'waits $expected ms after failed attempt $attempt (base 1 s, cap 10 s)',
    ({ attempt, expected }) => {
      expect(backoffDelayMs(attempt, { baseMs: 1_000, capMs: 10_000 })).toBe(expected);
    },
  );
});
