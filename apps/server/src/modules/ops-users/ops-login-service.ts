import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { opsUsers } from '../../db/schema';
import { AppError } from '../../http/app-error';
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
import { startOpsSession } from './ops-sessions';
import type { SignedInOpsUser } from './ops-user-view';

export type OpsLoginDeps = { db: Db; jwtSecret: Uint8Array; now: () => Date };

/**
 * Checks the limits, then the password; a success opens an operations session. A disabled user
 * gets the same answer as a wrong password, so the answer reveals nothing about the account.
 */
export async function logInOpsUser(
  deps: OpsLoginDeps,
  request: { email: string; password: string; ipAddress: string },
): Promise<{ token: string; user: SignedInOpsUser }> {
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

  await markLoginSucceeded(db, reservation.attemptId);
  if (needsRehash(user.passwordHash)) {
    await db
      .update(opsUsers)
      .set({ passwordHash: await hashPassword(request.password) })
      .where(eq(opsUsers.uuid, user.uuid));
  }
  const { token } = await startOpsSession(db, deps.jwtSecret, user.uuid, now);
  const { uuid, email, name, roles, orgCodes } = user;
  return { token, user: { uuid, email, name, roles, orgCodes } };
}
