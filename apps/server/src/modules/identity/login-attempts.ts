import { and, count, desc, eq, gt, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consents, identities, loginAttempts } from '../../db/schema';

/**
 * Failed sign-ins allowed in a window. A lock holds one account *and* one address, so a stranger
 * cannot lock the owner out; from the owner's own address (one it signed in or registered from)
 * failures only slow down, a growing delay instead of a lock.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  /** One account from one address. */
  maxFailuresPerAccountAndAddress: 5,
  /** One account from every address it never used: bounds guesses spread over many addresses. */
  maxFailuresPerAccountFromNewAddresses: 20,
  /** One address across accounts (password spraying). */
  maxFailuresPerAddress: 20,
  /** From the owner's own address, after as many failures: 30 s, doubling, at most 15 minutes. */
  ownerDelayBaseMs: 30_000,
  ownerDelayCapMs: 15 * 60 * 1000,
} as const;

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
    : await strangerLock(db, key, since);
  if (retryAfterMs === 0) return { allowed: true, attemptId: row.id };
  await db.delete(loginAttempts).where(eq(loginAttempts.id, row.id));
  return { allowed: false, retryAfterMs };
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
  const excess = earlier.length - LOGIN_LIMITS.maxFailuresPerAccountAndAddress;
  const last = earlier[0];
  if (excess < 0 || !last) return 0;
  const delay = Math.min(LOGIN_LIMITS.ownerDelayBaseMs * 2 ** excess, LOGIN_LIMITS.ownerDelayCapMs);
  return Math.max(0, last.getTime() + delay - now.getTime());
}

/** From any other address: locked for this account (or, spraying, for all) until the window passes. */
async function strangerLock(db: Db, key: LoginKey, since: Date): Promise<number> {
  const pair = await failuresSinceSuccess(
    db,
    and(sameAccount(key), eq(loginAttempts.ipAddress, key.ipAddress)),
    since,
    LOGIN_LIMITS.maxFailuresPerAccountAndAddress + 1,
  );
  const locked =
    pair.length > LOGIN_LIMITS.maxFailuresPerAccountAndAddress ||
    (await newAddressFailures(db, key, since)) >
      LOGIN_LIMITS.maxFailuresPerAccountFromNewAddresses ||
    (await addressFailures(db, key.ipAddress, since)) > LOGIN_LIMITS.maxFailuresPerAddress;
  return locked ? LOGIN_LIMITS.windowMs : 0;
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

/** Failures of the account in the window from addresses it never signed in from. */
async function newAddressFailures(db: Db, key: LoginKey, since: Date): Promise<number> {
  const known = db
    .select({ ip: loginAttempts.ipAddress })
    .from(loginAttempts)
    .where(and(sameAccount(key), eq(loginAttempts.succeeded, true)));
  const [row] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(
      and(
        sameAccount(key),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, since),
        notInArray(loginAttempts.ipAddress, known),
      ),
    );
  return row?.failures ?? 0;
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
