import type { Db } from '../../db/client';

/** Enough for every borrower signed in at once on one embedded database. */
const MAX_ENTRIES = 10_000;

type Cache = {
  /** Token id to expiry (ms). */
  live: Map<string, number>;
  /** Bumped by every revocation: a lookup that raced one is not remembered. */
  revocations: number;
};

/**
 * Sessions known to be live, by token id: on the embedded database (PGlite) only this process
 * uses the data, and sessions end early only through `revokeSession`, which forgets them here
 * before and after it writes; so a revoked session is never taken for live, and each
 * authenticated request saves a query. On PostgreSQL several instances may share the sessions,
 * and one instance's cache would miss another's sign-out: there the database is always asked.
 */
const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { live: new Map(), revocations: 0 };
    caches.set(db, cache);
  }
  return cache;
}

/** A stamp to take before asking the database, for `rememberLiveSession`. */
export function revocationStamp(db: Db): number {
  return cacheOf(db).revocations;
}

/** Remembers a session the database said was live, unless a revocation happened meanwhile. */
export function rememberLiveSession(db: Db, jti: string, expiresAt: Date, stamp: number): void {
  const cache = cacheOf(db);
  if (cache.revocations !== stamp) return;
  if (cache.live.size >= MAX_ENTRIES) {
    const oldest = cache.live.keys().next();
    if (!oldest.done) cache.live.delete(oldest.value);
  }
  cache.live.set(jti, expiresAt.getTime());
}

/** True when this session was seen live and has not expired since. */
export function isKnownLive(db: Db, jti: string, now: Date): boolean {
  const expiresAt = caches.get(db)?.live.get(jti);
  return expiresAt !== undefined && expiresAt > now.getTime();
}

export function forgetLiveSession(db: Db, jti: string): void {
  const cache = cacheOf(db);
  cache.revocations += 1;
  cache.live.delete(jti);
}

/** Forgets every remembered session: for revocations by account, which do not name the tokens. */
export function forgetAllLiveSessions(db: Db): void {
  const cache = cacheOf(db);
  cache.revocations += 1;
  cache.live.clear();
}
