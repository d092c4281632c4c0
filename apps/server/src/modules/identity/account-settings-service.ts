import { and, eq } from 'drizzle-orm';
import {
  SAME_EMAIL_MESSAGE,
  SAME_PHONE_MESSAGE,
  type AccountSettings,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type ChangePhoneRequest,
} from '@openheloc/domain';
import type { Db } from '../../db/client';
import { identities, profiles } from '../../db/schema';
import { endAccountSessions, whileEndingAccountSessions } from '../auth/sessions';
import { savePhoneNumber } from '../profile/service';
import { AppError } from '../../http/app-error';
import { normalizeEmail } from './email';
import { markLoginSucceeded, reserveLoginAttempt } from './login-attempts';
import { tooManyAttemptsMessage } from './login-service';
import { hashPassword, verifyPassword } from './password-hash';
import { refuseBreachedPassword } from './breached-password-rule';
import { isUniqueViolation } from './unique-violation';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password you entered is incorrect';
export const EMAIL_IN_USE_MESSAGE = 'Another account already uses this email address';

export type SettingsDeps = { db: Db; now: () => Date };
/** Who asks: the signed-in identity, the session they use and where they call from. */
export type SettingsCaller = {
  identityUuid: string;
  orgCode: string;
  jti: string;
  ipAddress: string;
};

type IdentityRow = typeof identities.$inferSelect;

/** The e-mail, and the phone when there is a profile (null without one). */
async function loadSettings(db: Db, caller: SettingsCaller) {
  const [row] = await db
    .select({ email: identities.email, phoneNumber: profiles.phoneNumber })
    .from(identities)
    .leftJoin(profiles, eq(profiles.identityUuid, identities.uuid))
    .where(and(eq(identities.uuid, caller.identityUuid), eq(identities.orgCode, caller.orgCode)));
  if (!row) throw AppError.unauthorized('unauthenticated');
  return row;
}

export async function accountSettingsOf(db: Db, caller: SettingsCaller): Promise<AccountSettings> {
  const { email, phoneNumber } = await loadSettings(db, caller);
  return { email, phoneNumber: phoneNumber ?? '' };
}

/**
 * Re-authentication: the current password, counted with the sign-in attempts of the account and
 * address, so a session left open cannot be used to guess it faster than the login form allows.
 */
export async function confirmCurrentPassword(
  { db, now }: SettingsDeps,
  caller: SettingsCaller,
  currentPassword: string,
): Promise<IdentityRow> {
  const [identity] = await db
    .select()
    .from(identities)
    .where(and(eq(identities.uuid, caller.identityUuid), eq(identities.orgCode, caller.orgCode)));
  if (!identity) throw AppError.unauthorized('unauthenticated');
  const reservation = await reserveLoginAttempt(
    db,
    {
      orgCode: identity.orgCode,
      emailNormalized: identity.emailNormalized,
      ipAddress: caller.ipAddress,
    },
    now(),
  );
  if (!reservation.allowed) {
    throw new AppError('rate_limited', tooManyAttemptsMessage(reservation.retryAfterMs));
  }
  if (!(await verifyPassword(identity.passwordHash, currentPassword))) {
    throw AppError.badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, 'currentPassword');
  }
  await markLoginSucceeded(db, reservation.attemptId);
  return identity;
}

export async function changeEmail(
  deps: SettingsDeps,
  caller: SettingsCaller,
  request: ChangeEmailRequest,
): Promise<AccountSettings> {
  const identity = await confirmCurrentPassword(deps, caller, request.currentPassword);
  const emailNormalized = normalizeEmail(request.email);
  if (emailNormalized === identity.emailNormalized && request.email === identity.email) {
    throw AppError.badRequest(SAME_EMAIL_MESSAGE, 'email');
  }
  try {
    await deps.db
      .update(identities)
      .set({ email: request.email, emailNormalized, updatedAt: deps.now() })
      .where(eq(identities.uuid, identity.uuid));
  } catch (error) {
    if (isUniqueViolation(error, 'identities_org_email_key')) {
      throw new AppError('conflict', EMAIL_IN_USE_MESSAGE, 'email');
    }
    throw error;
  }
  return accountSettingsOf(deps.db, caller);
}

export async function changePhoneNumber(
  deps: SettingsDeps,
  caller: SettingsCaller,
  request: ChangePhoneRequest,
): Promise<AccountSettings> {
  await confirmCurrentPassword(deps, caller, request.currentPassword);
  const current = await loadSettings(deps.db, caller);
  if (current.phoneNumber === null) throw AppError.notFound('Profile not found');
  if (current.phoneNumber === request.phoneNumber) {
    throw AppError.badRequest(SAME_PHONE_MESSAGE, 'phoneNumber');
  }
  await savePhoneNumber(deps.db, caller, request.phoneNumber, deps.now());
  return accountSettingsOf(deps.db, caller);
}

/** A new password ends every other session: whoever else knew the old one is signed out. */
export async function changePassword(
  deps: SettingsDeps,
  caller: SettingsCaller,
  request: ChangePasswordRequest,
): Promise<void> {
  const identity = await confirmCurrentPassword(deps, caller, request.currentPassword);
  refuseBreachedPassword(request.password);
  const passwordHash = await hashPassword(request.password);
  const now = deps.now();
  await whileEndingAccountSessions(deps.db, () =>
    deps.db.transaction(async (tx) => {
      await tx
        .update(identities)
        .set({ passwordHash, passwordExpired: false, updatedAt: now })
        .where(eq(identities.uuid, identity.uuid));
      await endAccountSessions(tx, { identityUuid: identity.uuid, exceptJti: caller.jti }, now);
    }),
  );
}
