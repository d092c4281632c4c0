import {
  SECOND_FACTOR_MESSAGES,
  type OpsSignedIn,
  type SecondFactorChallenge,
} from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { opsUsers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isBreachedPassword } from '../../security/breached-passwords/breached-passwords';
import { normalizeEmail } from '../identity/email';
import {
  markLoginSucceeded,
  OPS_LOGIN_REALM,
  reserveLoginAttempt,
} from '../identity/login-attempts';
import { tooManyAttemptsMessage, WRONG_CREDENTIALS_MESSAGE } from '../identity/login-service';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../identity/password-hash';
import { issueChallenge } from '../second-factor/challenge';
import { secondFactorStatus, useSecondFactor } from '../second-factor/second-factor-store';
import { authenticatorClock } from '../second-factor/authenticator-clock';
import { startOpsSession } from './ops-sessions';
import { toOpsUser } from './ops-user-view';

export type OpsLoginDeps = {
  db: Db;
  jwtSecret: Uint8Array;
  encryptionKey: Uint8Array;
  now: () => Date;
};

/**
 * Checks the limits, then the password. A disabled user gets the same answer as a wrong
 * password, so the answer reveals nothing about the account. Two-factor sign-in is required of
 * operations users: a right password earns a challenge for the code (or, without an
 * authenticator yet, for setting one up), unless the request carries a right code already. The
 * attempt counts as failed until the code is right.
 */
export async function logInOpsUser(
  deps: OpsLoginDeps,
  request: { email: string; password: string; code?: string | undefined; ipAddress: string },
): Promise<OpsSignedIn | SecondFactorChallenge> {
  const { db } = deps;
  const emailNormalized = normalizeEmail(request.email);
  const now = deps.now();
  const reservation = await reserveLoginAttempt(
    db,
    { orgCode: OPS_LOGIN_REALM, emailNormalized, ipAddress: request.ipAddress },
    now,
  );
  if (!reservation.allowed) {
    throw new AppError('rate_limited', tooManyAttemptsMessage(reservation.retryAfterMs));
  }

  const [user] = await db
    .select()
    .from(opsUsers)
    .where(eq(opsUsers.emailNormalized, emailNormalized))
    .limit(1);
  const valid = user
    ? await verifyPassword(user.passwordHash, request.password)
    : await verifyAgainstDummy(request.password);
  if (!user || !valid || user.disabled)
    throw new AppError('wrong_credentials', WRONG_CREDENTIALS_MESSAGE);

  const rehash = needsRehash(user.passwordHash);
  const breached = !user.passwordExpired && isBreachedPassword(request.password);
  if (rehash || breached) {
    await db
      .update(opsUsers)
      .set({
        ...(rehash ? { passwordHash: await hashPassword(request.password) } : {}),
        ...(breached ? { passwordExpired: true } : {}),
      })
      .where(eq(opsUsers.uuid, user.uuid));
  }
  const owner = { kind: 'ops', uuid: user.uuid } as const;
  const { enabled } = await secondFactorStatus(db, owner);
  if (enabled && request.code !== undefined) {
    const used = await useSecondFactor(
      db,
      deps.encryptionKey,
      owner,
      request.code,
      authenticatorClock(),
    );
    if (!used) throw AppError.badRequest(SECOND_FACTOR_MESSAGES.wrongCode, 'code');
    await markLoginSucceeded(db, reservation.attemptId);
    return openOpsSession(deps, user.uuid);
  }
  const challenge = await issueChallenge(deps.jwtSecret, owner, now);
  return { challenge, secondFactor: enabled ? 'CODE' : 'SETUP' };
}

/** An operations session for the user, with whether the password must change first. */
export async function openOpsSession(deps: OpsLoginDeps, uuid: string): Promise<OpsSignedIn> {
  const [user] = await deps.db.select().from(opsUsers).where(eq(opsUsers.uuid, uuid)).limit(1);
  if (!user || user.disabled) throw AppError.unauthorized();
  const { token } = await startOpsSession(deps.db, deps.jwtSecret, user.uuid, deps.now());
  return { token, user: toOpsUser(user), passwordExpired: user.passwordExpired };
}
