import { describe, expect, it, vi } from 'vitest';
import { withRetry } from './retry';

function recordingSleep() {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
}

describe('withRetry', () => {
  it('returns the first success, waiting 1000 ms then 2000 ms between tries', async () => {
    const { delays, sleep } = recordingSleep();
    const operation = vi
      .fn<(attempt: number) => Promise<string>>()
      .mockRejectedValueOnce(new Error('one'))
      .mockRejectedValueOnce(new Error('two'))
      .mockResolvedValue('done');
    await expect(withRetry(operation, { sleep })).resolves.toBe('done');
    expect(operation.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
    expect(delays).toEqual([1000, 2000]);
  });

  it('tries at most 5 times, doubling the wait, and rethrows the last error', async () => {
    const { delays, sleep } = recordingSleep();
    let attempts = 0;
    const operation = async () => {
      attempts += 1;
      throw new Error(`failure ${attempts}`);
    };
    await expect(withRetry(operation, { sleep })).rejects.toThrow('failure 5');
    expect(attempts).toBe(5);
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
  });

  it('stops at once for an error not worth retrying', async () => {
    const { delays, sleep } = recordingSleep();
    const operation = vi.fn(async () => {
      throw new Error('bad input');
    });
    await expect(withRetry(operation, { sleep, shouldRetry: () => false })).rejects.toThrow(
      'bad input',
    );
    expect(operation).toHaveBeenCalledTimes(1);
    expect(delays).toEqual([]);
  });

  it('honours a custom number of attempts and base delay', async () => {
    const { delays, sleep } = recordingSleep();
    const operation = vi.fn(async () => {
      throw new Error('no');
    });
    await expect(withRetry(operation, { sleep, attempts: 3, baseDelayMs: 10 })).rejects.toThrow();
    expect(operation).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([10, 20]);
  });
});
