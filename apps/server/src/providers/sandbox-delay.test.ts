import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxDelay } from './sandbox-delay';
import { DEFAULT_SANDBOX_DELAYS, resolveSandboxOptions } from './sandbox-options';

describe('sandboxDelay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers only once the delay has passed', async () => {
    let done = false;
    const waiting = sandboxDelay(1_200).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1_199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it('gives up when the caller aborts during the wait', async () => {
    const controller = new AbortController();
    const waiting = sandboxDelay(5_000, controller.signal);
    controller.abort(new Error('caller gave up'));
    await expect(waiting).rejects.toThrow('caller gave up');
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([0, 1_000])('refuses to start when already aborted (delay %i)', async (ms) => {
    await expect(sandboxDelay(ms, AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('resolveSandboxOptions', () => {
  it('fills missing delays with the defaults', () => {
    const { delays } = resolveSandboxOptions({ delays: { credit: 5 } });
    expect(delays).toEqual({ ...DEFAULT_SANDBOX_DELAYS, credit: 5 });
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects a delay of %d', (ms) => {
    expect(() => resolveSandboxOptions({ delays: { bpoCompletion: ms } })).toThrow(RangeError);
  });
});
