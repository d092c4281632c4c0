import { setImmediate } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { createTypedStorage, type SessionStorageKey } from '../lib/storage';
import { createMemoryStorage } from '../testing/memory-storage';
import { chunkReloadCount, claimChunkReload, lazyWithReload } from './lazy-with-reload';

function sessionStorageWith(initial: Record<string, string> = {}) {
  const memory = createMemoryStorage(initial);
  return { memory, storage: createTypedStorage<SessionStorageKey>(() => memory) };
}

const failingImport = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('the reload budget', () => {
  it('allows 5 reloads per browser session, then refuses', () => {
    const { storage, memory } = sessionStorageWith();
    const claims = Array.from({ length: 7 }, () => claimChunkReload(storage));
    expect(claims).toEqual([true, true, true, true, true, false, false]);
    expect(memory.values.get('CHUNK_RELOAD_COUNT')).toBe('5');
  });

  it('reads a missing or garbled counter as zero', () => {
    expect(chunkReloadCount(sessionStorageWith().storage)).toBe(0);
    expect(chunkReloadCount(sessionStorageWith({ CHUNK_RELOAD_COUNT: 'x' }).storage)).toBe(0);
    expect(chunkReloadCount(sessionStorageWith({ CHUNK_RELOAD_COUNT: '-3' }).storage)).toBe(0);
    expect(chunkReloadCount(sessionStorageWith({ CHUNK_RELOAD_COUNT: '4' }).storage)).toBe(4);
  });
});

describe('lazyWithReload', () => {
  it('passes a successful import through without touching the counter', async () => {
    const { storage, memory } = sessionStorageWith();
    const reload = vi.fn();
    const load = lazyWithReload(async () => ({ Component: 'screen' }), { storage, reload });
    await expect(load()).resolves.toEqual({ Component: 'screen' });
    expect(reload).not.toHaveBeenCalled();
    expect(memory.values.size).toBe(0);
  });

  it('reloads the page on a failed import and never settles, so nothing renders meanwhile', async () => {
    const { storage, memory } = sessionStorageWith({ CHUNK_RELOAD_COUNT: '2' });
    const reload = vi.fn();
    const settled = vi.fn();
    lazyWithReload(failingImport, { storage, reload })().then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // Every promise reaction already queued has run by the next turn of the event loop.
    await setImmediate();
    expect(settled).not.toHaveBeenCalled();
    expect(memory.values.get('CHUNK_RELOAD_COUNT')).toBe('3');
  });

  it('after the fifth reload rethrows, so the generic error screen shows', async () => {
    const { storage } = sessionStorageWith({ CHUNK_RELOAD_COUNT: '5' });
    const reload = vi.fn();
    await expect(lazyWithReload(failingImport, { storage, reload })()).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload where session storage cannot keep the count, as it could loop forever', async () => {
    const storage = createTypedStorage<SessionStorageKey>(() => {
      throw new Error('SecurityError');
    });
    const reload = vi.fn();
    await expect(lazyWithReload(failingImport, { storage, reload })()).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });
});
