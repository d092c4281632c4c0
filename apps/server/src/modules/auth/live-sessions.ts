import type { Db } from '../../db/client';
import { heardMemoryPerDatabase } from '../../db/heard-memory';

/**
 * How long a session is taken for live without asking again: the bound on a revocation this
 * process did not hear of (a notification lost before its listener noticed the lost connection).
 */
export const RECHECK_AFTER_MS = 5_000;

/**
 * Sessions known to be live, by token id, so that an authenticated request saves a query; enough
 * for every borrower signed in at once on one embedded database. A session ends early only by a
 * revocation, which this process hears of: its own through `revokeSession` and
 * `whileEndingAccountSessions`, which forget before and after they write, and, on PostgreSQL,
 * every instance's through a notification at commit (session-revocations.ts). Until the process
 * is known to hear them all, nothing is remembered and the database is asked.
 */
const liveSessions = heardMemoryPerDatabase<true>(10_000);

/**
 * Turns the memory on while every revocation reaches this process (the embedded database, whose
 * only user is this process; a PostgreSQL listener while connected), and off, emptied, when they
 * may not: a revocation missed meanwhile must not leave its session remembered.
 */
export function trustLiveSessions(db: Db, trusted: boolean): void {
  liveSessions(db).trust(trusted);
}

/** A stamp to take before asking the database, for `rememberLiveSession`. */
export function revocationStamp(db: Db): number {
  return liveSessions(db).stamp();
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
  const until = Math.min(expiresAt.getTime(), now.getTime() + RECHECK_AFTER_MS);
  liveSessions(db).remember(jti, true, new Date(until), stamp);
}

/** True when this session was seen live lately and has not expired since. */
export function isKnownLive(db: Db, jti: string, now: Date): boolean {
  return liveSessions(db).recall(jti, now) === true;
}

export function forgetLiveSession(db: Db, jti: string): void {
  liveSessions(db).forget(jti);
}

/** Forgets every remembered session: for revocations by account, which do not name the tokens. */
export function forgetAllLiveSessions(db: Db): void {
  liveSessions(db).forgetAll();
}
