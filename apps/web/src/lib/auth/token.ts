import { BEARER_PREFIX } from '@openheloc/domain';
import {
  LOCAL_STORAGE_KEYS,
  localStore,
  type LocalStorageKey,
  type TypedStorage,
} from '../storage';

/**
 * The bearer credential, stored the way the spec says: key `jwt`, value 'Bearer <token>'. The
 * operations sign-in keeps its own under another key.
 */
export function createTokenStore(
  storage: TypedStorage<LocalStorageKey>,
  key: LocalStorageKey = LOCAL_STORAGE_KEYS.jwt,
) {
  return {
    /** The Authorization header value, or null when signed out. */
    authorization(): string | null {
      const value = storage.get(key);
      return value && value.length > BEARER_PREFIX.length ? value : null;
    },
    save(token: string): void {
      const bare = token.startsWith(BEARER_PREFIX) ? token.slice(BEARER_PREFIX.length) : token;
      storage.set(key, `${BEARER_PREFIX}${bare}`);
    },
    clear(): void {
      storage.remove(key);
    },
  };
}
export type TokenStore = ReturnType<typeof createTokenStore>;

export const tokenStore = createTokenStore(localStore);
