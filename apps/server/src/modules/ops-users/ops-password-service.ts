import type { ChangePasswordRequest } from '@openheloc/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { opsSessions, opsUsers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../identity/account-settings-service';
import { refuseBreachedPassword } from '../identity/breached-password-rule';
import {
  markLoginSucceeded,
  OPS_LOGIN_REALM,
  reserveLoginAttempt,
} from '../identity/login-attempts';
import { tooManyAttemptsMessage } from '../identity/login-service';
import { hashPassword, verifyPassword } from '../identity/password-hash';

/**
 * An operations user's new password (the one an administrator reset, or one found breached,
 * must change first). The current password is counted like a sign-in; every other session ends.
 */
export async function changeOpsPassword(
  deps: { db: Db; now: () => Date },
  caller: { uuid: string; jti: string; ipAddress: string },
  request: ChangePasswordRequest,
): Promise<void> {
  const { db } = deps;
  const [user] = await db.select().from(opsUsers).where(eq(opsUsers.uuid, caller.uuid)).limit(1);
  if (!user) throw AppError.unauthorized();
  const now = deps.now();
  const reservation = await reserveLoginAttempt(
    db,
    {
      orgCode: OPS_LOGIN_REALM,
      emailNormalized: user.emailNormalized,
      ipAddress: caller.ipAddress,
    },
    now,
  );
  if (!reservation.allowed) {
    throw new AppError('rate_limited', tooManyAttemptsMessage(reservation.retryAfterMs));
  }
  if (!(await verifyPassword(user.passwordHash, request.currentPassword))) {
    throw AppError.badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, 'currentPassword');
  }
  await markLoginSucceeded(db, reservation.attemptId);
  refuseBreachedPassword(request.password);
  const passwordHash = await hashPassword(request.password);
  await db.transaction(async (tx) => {
    await tx
      .update(opsUsers)
      .set({ passwordHash, passwordExpired: false })
      .where(eq(opsUsers.uuid, user.uuid));
    await tx
      .update(opsSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(opsSessions.opsUserUuid, user.uuid),
          ne(opsSessions.jti, caller.jti),
          isNull(opsSessions.revokedAt),
        ),
      );
  });
}
