import type { Db } from '../../db/client';

/** Enough for every borrower signed in at once on one embedded database. */
const MAX_ENTRIES = 10_000;

/**
 * How long a session is taken for live without asking again: the bound on a revocation this
 * process did not hear of (a notification lost before its listener noticed the lost connection).
 */
export const RECHECK_AFTER_MS = 5_000;

type Cache = {
  /** Token id to when it stops being taken for live (ms): its expiry or its next check. */
  live: Map<string, number>;
  /** Bumped by every revocation: a lookup that raced one is not remembered. */
  revocations: number;
  /** Whether every revocation reaches this process (see `trustLiveSessions`). */
  trusted: boolean;
};

/**
 * Sessions known to be live, by token id, so that an authenticated request saves a query. A
 * session ends early only by a revocation, which this process hears of: its own through
 * `revokeSession` and `whileEndingAccountSessions`, which forget before and after they write,
 * and, on PostgreSQL, every instance's through a notification at commit (session-revocations.ts).
 * Until the process is known to hear them all, nothing is remembered and the database is asked.
 */
const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { live: new Map(), revocations: 0, trusted: false };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Turns the memory on while every revocation reaches this process (the embedded database, whose
 * only user is this process; a PostgreSQL listener while connected), and off, emptied, when they
 * may not: a revocation missed meanwhile must not leave its session remembered.
 */
export function trustLiveSessions(db: Db, trusted: boolean): void {
  const cache = cacheOf(db);
  cache.revocations += 1;
  cache.live.clear();
  cache.trusted = trusted;
}

/** A stamp to take before asking the database, for `rememberLiveSession`. */
export function revocationStamp(db: Db): number {
  return cacheOf(db).revocations;
}

/**
 * Remembers a session the database said was live at `now`, unless a revocation happened
 * meanwhile, until it expires or is due to be asked about again.
 */
export function rememberLiveSession(
  db: Db,
  jti: string,
  expiresAt: Date,
  stamp: number,
  now: Date,
): void {
  const cache = cacheOf(db);
  if (!cache.trusted || cache.revocations !== stamp) return;
  cache.live.delete(jti);
  if (cache.live.size >= MAX_ENTRIES) {
    const oldest = cache.live.keys().next();
    if (!oldest.done) cache.live.delete(oldest.value);
  }
  cache.live.set(jti, Math.min(expiresAt.getTime(), now.getTime() + RECHECK_AFTER_MS));
}

/** True when this session was seen live lately and has not expired since. */
export function isKnownLive(db: Db, jti: string, now: Date): boolean {
  const cache = caches.get(db);
  const expiresAt = cache?.trusted ? cache.live.get(jti) : undefined;
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
