import { SCREEN_LOAD_RELOAD_LIMIT } from '@openheloc/domain';
import {
  SESSION_STORAGE_KEYS,
  sessionStore,
  type SessionStorageKey,
  type TypedStorage,
} from '../lib/storage';

export interface ChunkReloadDeps {
  storage: TypedStorage<SessionStorageKey>;
  reload: () => void;
}

/** How many reloads this browser session has spent on failed screen loads. */
export function chunkReloadCount(storage: TypedStorage<SessionStorageKey>): number {
  const count = Number.parseInt(storage.get(SESSION_STORAGE_KEYS.chunkReloads) ?? '0', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/**
 * Counts one more reload if the budget allows it. A screen usually fails to load because a
 * deployment replaced its file; a reload fetches the new index.html and the new file names.
 */
export function claimChunkReload(storage: TypedStorage<SessionStorageKey>): boolean {
  const count = chunkReloadCount(storage);
  if (count >= SCREEN_LOAD_RELOAD_LIMIT) return false;
  storage.set(SESSION_STORAGE_KEYS.chunkReloads, String(count + 1));
  // Where session storage cannot keep the count, reloading could loop forever: do not.
  return chunkReloadCount(storage) === count + 1;
}

/**
 * Wraps a screen's dynamic import: on failure it reloads the page while the budget lasts
 * (the returned promise then never settles, so nothing renders before the reload), and
 * afterwards rethrows, which shows the root error screen.
 */
export function lazyWithReload<T>(
  load: () => Promise<T>,
  deps: ChunkReloadDeps = { storage: sessionStore, reload: () => window.location.reload() },
): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (!claimChunkReload(deps.storage)) throw error;
      deps.reload();
      return new Promise<T>(() => {});
    }
  };
}
