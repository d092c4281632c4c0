import { and, count, desc, eq, gt, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../jobs';
import { consents, identities, loginAttempts } from '../../db/schema';

/**
 * Failed sign-ins allowed in a window. A lock holds one account *and* one address, so a stranger
 * cannot lock the owner out; from the owner's own address (one it signed in, registered or reset
 * the password from) failures only slow down, a growing delay instead of a lock. Guesses at one
 * account spread over many addresses slow down the same way (decision 0037): no count of them
 * locks the owner out of a new device, and a completed password reset makes the device the
 * owner's at once.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  /** One account from one address. */
  maxFailuresPerAccountAndAddress: 5,
  /**
   * One account from every address it never used: bounds guesses spread over many addresses.
   * Past it, each attempt from such an address waits the growing delay below.
   */
  maxFailuresPerAccountFromNewAddresses: 20,
  /** One address across accounts (password spraying). */
  maxFailuresPerAddress: 20,
  /** Past a limit that slows down rather than locks: 30 s, doubling, at most 15 minutes. */
  ownerDelayBaseMs: 30_000,
  ownerDelayCapMs: 15 * 60 * 1000,
} as const;

/**
 * Operations sign-ins are counted in the borrowers' login_attempts table under this key in place
 * of a lender code (no lender has it), so the per-address limit covers both kinds of sign-in.
 */
export const OPS_LOGIN_REALM = '@ops';

export type LoginKey = { orgCode: string; emailNormalized: string; ipAddress: string };

export type LoginReservation =
  { allowed: true; attemptId: number } | { allowed: false; retryAfterMs: number };

/**
 * Records an attempt as failed before the password is checked, then counts. Counting after
 * writing bounds parallel guesses: the k-th attempt to count sees at least k rows, so no more
 * than the limit ever get through, on any number of instances (the rows are in the database).
 * A refused attempt is not kept, so that waiting is enough.
 */
export async function reserveLoginAttempt(
  db: Db,
  key: LoginKey,
  now: Date,
): Promise<LoginReservation> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ ...key, succeeded: false, attemptedAt: now })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error('login attempt not recorded');
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const retryAfterMs = (await ownersAddress(db, key))
    ? await ownerDelay(db, key, since, now, row.id)
    : await strangerLimit(db, key, since, now, row.id);
  if (retryAfterMs === 0) return { allowed: true, attemptId: row.id };
  await db.delete(loginAttempts).where(eq(loginAttempts.id, row.id));
  return { allowed: false, retryAfterMs };
}

/**
 * The owner proved the account from this address without signing in (a completed password
 * reset): the address becomes the owner's, and its failures before now stop counting.
 */
export async function recordOwnerProof(db: DbExecutor, key: LoginKey, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ ...key, succeeded: true, attemptedAt: now });
}

/** The password was right: the failures before it stop counting. */
export async function markLoginSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

/** An address the account signed in from before, or registered from. */
async function ownersAddress(db: Db, key: LoginKey): Promise<boolean> {
  const [signedIn] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        sameAccount(key),
        eq(loginAttempts.ipAddress, key.ipAddress),
        eq(loginAttempts.succeeded, true),
      ),
    )
    .limit(1);
  if (signedIn) return true;
  const [registered] = await db
    .select({ id: consents.id })
    .from(consents)
    .innerJoin(identities, eq(identities.uuid, consents.identityUuid))
    .where(
      and(
        eq(identities.orgCode, key.orgCode),
        eq(identities.emailNormalized, key.emailNormalized),
        eq(consents.ipAddress, key.ipAddress),
      ),
    )
    .limit(1);
  return registered !== undefined;
}

/** From the owner's address: how long to wait before this attempt may count, 0 when it may. */
async function ownerDelay(
  db: Db,
  key: LoginKey,
  since: Date,
  now: Date,
  attemptId: number,
): Promise<number> {
  const earlier = await failuresSinceSuccess(
    db,
    and(
      sameAccount(key),
      eq(loginAttempts.ipAddress, key.ipAddress),
      ne(loginAttempts.id, attemptId),
    ),
    since,
    LOGIN_LIMITS.maxFailuresPerAccountAndAddress + 16,
  );
  return growingDelay(earlier, LOGIN_LIMITS.maxFailuresPerAccountAndAddress, now);
}

/**
 * With `earlier` failures (newest first) against a limit: 0 within it, else the wait from the
 * newest, 30 s for the first past the limit and doubling with each one after.
 */
function growingDelay(earlier: readonly Date[], limit: number, now: Date): number {
  const excess = earlier.length - limit;
  const last = earlier[0];
  if (excess < 0 || !last) return 0;
  const delay = Math.min(LOGIN_LIMITS.ownerDelayBaseMs * 2 ** excess, LOGIN_LIMITS.ownerDelayCapMs);
  return Math.max(0, last.getTime() + delay - now.getTime());
}

/**
 * From any other address: this address is locked for this account (or, spraying, for every
 * account) until the window passes; guesses at the account from many addresses slow each new
 * address down instead, so that the owner on a new device waits at most minutes.
 */
async function strangerLimit(
  db: Db,
  key: LoginKey,
  since: Date,
  now: Date,
  attemptId: number,
): Promise<number> {
  const pair = await failuresSinceSuccess(
    db,
    and(sameAccount(key), eq(loginAttempts.ipAddress, key.ipAddress)),
    since,
    LOGIN_LIMITS.maxFailuresPerAccountAndAddress + 1,
  );
  const locked =
    pair.length > LOGIN_LIMITS.maxFailuresPerAccountAndAddress ||
    (await addressFailures(db, key.ipAddress, since)) > LOGIN_LIMITS.maxFailuresPerAddress;
  if (locked) return LOGIN_LIMITS.windowMs;
  const spread = await newAddressFailures(db, key, since, attemptId);
  return growingDelay(spread, LOGIN_LIMITS.maxFailuresPerAccountFromNewAddresses, now);
}

function sameAccount(key: LoginKey) {
  return and(
    eq(loginAttempts.orgCode, key.orgCode),
    eq(loginAttempts.emailNormalized, key.emailNormalized),
  );
}

/**
 * Times of the failures matching `where` in the window since the last success among them, newest
 * first: the owner who signs in after a typo starts afresh, a guesser never succeeds.
 */
async function failuresSinceSuccess(
  db: Db,
  where: ReturnType<typeof and>,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const recent = await db
    .select({ succeeded: loginAttempts.succeeded, at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(where, gt(loginAttempts.attemptedAt, since)))
    .orderBy(desc(loginAttempts.attemptedAt), desc(loginAttempts.id))
    .limit(limit);
  const lastSuccess = recent.findIndex((attempt) => attempt.succeeded);
  return (lastSuccess === -1 ? recent : recent.slice(0, lastSuccess)).map((a) => a.at);
}

/**
 * Times of the account's failures in the window from addresses it never signed in from, newest
 * first, this attempt's left out (as many as the growing delay needs).
 */
async function newAddressFailures(
  db: Db,
  key: LoginKey,
  since: Date,
  attemptId: number,
): Promise<Date[]> {
  const known = db
    .select({ ip: loginAttempts.ipAddress })
    .from(loginAttempts)
    .where(and(sameAccount(key), eq(loginAttempts.succeeded, true)));
  const rows = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(
      and(
        sameAccount(key),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, since),
        ne(loginAttempts.id, attemptId),
        notInArray(loginAttempts.ipAddress, known),
      ),
    )
    .orderBy(desc(loginAttempts.attemptedAt), desc(loginAttempts.id))
    .limit(LOGIN_LIMITS.maxFailuresPerAccountFromNewAddresses + 16);
  return rows.map((row) => row.at);
}

/** Every failure from the address in the window; a success does not reset it (one's own account). */
async function addressFailures(db: Db, ipAddress: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ipAddress, ipAddress),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, since),
      ),
    );
  return row?.failures ?? 0;
}
