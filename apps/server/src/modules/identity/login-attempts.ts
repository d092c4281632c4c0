import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';

/** Failed sign-ins allowed in a window, per account and per address. */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
} as const;

export type LoginKey = { orgCode: string; emailNormalized: string; ipAddress: string };

/**
 * Records an attempt as failed before the password is checked, then counts. Counting after
 * writing bounds parallel guesses: the k-th attempt to count sees at least k rows, so no more
 * than the limit ever get through, on any number of instances (the rows are in the database).
 * Returns the attempt's id, or null when a limit is reached (the attempt is then not kept, so
 * that waiting out the window is enough).
 */
export async function reserveLoginAttempt(
  db: Db,
  key: LoginKey,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ ...key, succeeded: false, attemptedAt: now })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error('login attempt not recorded');
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const blocked =
    (await accountFailures(db, key, since)) > LOGIN_LIMITS.maxFailuresPerAccount ||
    (await addressFailures(db, key.ipAddress, since)) > LOGIN_LIMITS.maxFailuresPerAddress;
  if (!blocked) return row.id;
  await db.delete(loginAttempts).where(eq(loginAttempts.id, row.id));
  return null;
}

/** The password was right: the account's failures before it stop counting. */
export async function markLoginSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

/**
 * Failures of the account in the window since its last success: the owner who signs in after a
 * typo starts afresh, while a guesser, who never succeeds, stays counted.
 */
async function accountFailures(db: Db, key: LoginKey, since: Date): Promise<number> {
  const recent = await db
    .select({ succeeded: loginAttempts.succeeded })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.orgCode, key.orgCode),
        eq(loginAttempts.emailNormalized, key.emailNormalized),
        gt(loginAttempts.attemptedAt, since),
      ),
    )
    .orderBy(desc(loginAttempts.attemptedAt), desc(loginAttempts.id))
    .limit(LOGIN_LIMITS.maxFailuresPerAccount + 1);
  const lastSuccess = recent.findIndex((attempt) => attempt.succeeded);
  return lastSuccess === -1 ? recent.length : lastSuccess;
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
