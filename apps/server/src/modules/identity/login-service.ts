import { FORGOT_PASSWORD_PAGE } from '@openheloc/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identities } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { APP_BASE } from '../../http/redirect-routes';
import { enqueueMessage } from '../messages/outbox';
import { startSession } from '../auth/sessions';
import { normalizeEmail } from './email';
import { LOGIN_LIMITS, markLoginSucceeded, reserveLoginAttempt } from './login-attempts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash';
import { isBreachedPassword } from '../../security/breached-passwords/breached-passwords';
import { issueChallenge } from '../second-factor/challenge';
import { secondFactorStatus } from '../second-factor/second-factor-store';

/** One answer for an unknown e-mail and a wrong password, so it reveals no account. */
export const WRONG_CREDENTIALS_MESSAGE = 'The email or password you entered is incorrect.';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Please try again in 15 minutes.';

/** The wait, in the borrower's words: whole minutes, or seconds under one. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  if (retryAfterMs >= 15 * 60 * 1000) return TOO_MANY_ATTEMPTS_MESSAGE;
  const seconds = Math.ceil(retryAfterMs / 1000);
  if (seconds < 60) return `Too many sign-in attempts. Please try again in ${seconds} seconds.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export type LoginDeps = { db: Db; jwtSecret: Uint8Array; now: () => Date };
export type LoginRequest = { orgCode: string; email: string; password: string; ipAddress: string };
/** Signed in, or (two-factor sign-in on) a challenge for the second step. */
export type LoginResult =
  { token: string; passwordExpired: boolean } | { challenge: string; secondFactor: 'CODE' };

/**
 * Checks the limits, then the password. A right password found in the breach list marks the
 * password expired (the person changes it next). With two-factor sign-in on, the attempt stays
 * counted as failed and a challenge for the code is the answer; otherwise a session opens.
 */
export async function logIn(deps: LoginDeps, request: LoginRequest): Promise<LoginResult> {
  const { db } = deps;
  const emailNormalized = normalizeEmail(request.email);
  const now = deps.now();
  const reservation = await reserveLoginAttempt(
    db,
    { orgCode: request.orgCode, emailNormalized, ipAddress: request.ipAddress },
    now,
  );
  if (!reservation.allowed) {
    await tellOwnerOfLock(db, { orgCode: request.orgCode, emailNormalized }, now, reservation);
    throw new AppError('rate_limited', tooManyAttemptsMessage(reservation.retryAfterMs));
  }

  const [identity] = await db
    .select()
    .from(identities)
    .where(
      and(eq(identities.orgCode, request.orgCode), eq(identities.emailNormalized, emailNormalized)),
    )
    .limit(1);
  const valid = identity
    ? await verifyPassword(identity.passwordHash, request.password)
    : await verifyAgainstDummy(request.password);
  if (!identity || !valid) throw new AppError('wrong_credentials', WRONG_CREDENTIALS_MESSAGE);

  const rehash = needsRehash(identity.passwordHash);
  const breached = !identity.passwordExpired && isBreachedPassword(request.password);
  if (rehash || breached) {
    await db
      .update(identities)
      .set({
        ...(rehash ? { passwordHash: await hashPassword(request.password) } : {}),
        ...(breached ? { passwordExpired: true } : {}),
        updatedAt: now,
      })
      .where(eq(identities.uuid, identity.uuid));
  }
  const owner = { kind: 'borrower', uuid: identity.uuid } as const;
  if ((await secondFactorStatus(db, owner)).enabled) {
    const challenge = await issueChallenge(
      deps.jwtSecret,
      { ...owner, orgCode: identity.orgCode },
      now,
    );
    return { challenge, secondFactor: 'CODE' };
  }
  await markLoginSucceeded(db, reservation.attemptId);
  return openBorrowerSession(deps, identity.uuid);
}

/** A session for the identity, with whether its password must change first. */
export async function openBorrowerSession(
  deps: LoginDeps,
  identityUuid: string,
): Promise<{ token: string; passwordExpired: boolean }> {
  const [identity] = await deps.db
    .select()
    .from(identities)
    .where(eq(identities.uuid, identityUuid))
    .limit(1);
  if (!identity) throw AppError.unauthorized();
  const { token } = await startSession(
    deps.db,
    deps.jwtSecret,
    { identityUuid: identity.uuid, orgCode: identity.orgCode, type: identity.type },
    deps.now(),
  );
  return { token, passwordExpired: identity.passwordExpired };
}

/**
 * E-mails the account's owner that sign-in is paused, at most once per 15-minute window (the
 * dedupe key), and only for an account that exists: the refusal itself says the same either way.
 */
async function tellOwnerOfLock(
  db: Db,
  account: { orgCode: string; emailNormalized: string },
  now: Date,
  refusal: { retryAfterMs: number },
): Promise<void> {
  const [identity] = await db
    .select({ uuid: identities.uuid, email: identities.email })
    .from(identities)
    .where(
      and(
        eq(identities.orgCode, account.orgCode),
        eq(identities.emailNormalized, account.emailNormalized),
      ),
    )
    .limit(1);
  if (!identity) return;
  const window = Math.floor(now.getTime() / LOGIN_LIMITS.windowMs);
  await enqueueMessage(db, {
    channel: 'email',
    to: identity.email,
    template: 'account-locked',
    data: {
      unlocksAt: new Date(now.getTime() + refusal.retryAfterMs).toISOString(),
      link: `${APP_BASE}${FORGOT_PASSWORD_PAGE}`,
    },
    dedupeKey: `account-locked:${identity.uuid}:${window}`,
    orgCode: account.orgCode,
  });
}
