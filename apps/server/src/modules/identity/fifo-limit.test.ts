import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { fifoLimit } from './fifo-limit';

describe('fifoLimit', () => {
  it.each([1, 2, 3])('runs at most %i tasks at once, in arrival order', async (max) => {
    const limit = fifoLimit(max);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        limit(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(max);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('passes a failure on and lets the next task run', async () => {
    const limit = fifoLimit(1);
    const failed = limit(() => Promise.reject(new Error('no')));
    const next = limit(async () => 'yes');
    await expect(failed).rejects.toThrow('no');
    await expect(next).resolves.toBe('yes');
  });
});
