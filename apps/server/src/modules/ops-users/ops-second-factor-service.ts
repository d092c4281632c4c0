import {
  SECOND_FACTOR_MESSAGES,
  type AuthenticatorSetup,
  type OpsSignedIn,
  type RecoveryCodes,
} from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { opsUsers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  markLoginSucceeded,
  OPS_LOGIN_REALM,
  reserveLoginAttempt,
} from '../identity/login-attempts';
import { tooManyAttemptsMessage } from '../identity/login-service';
import { otpauthUri } from '../../security/totp';
import { readChallenge } from '../second-factor/challenge';
import { qrCodeSvg } from '../second-factor/qr-code';
import { beginSetup, confirmSetup, secondFactorStatus } from '../second-factor/second-factor-store';
import { authenticatorClock } from '../second-factor/authenticator-clock';
import { passSecondStep } from '../identity/second-step';
import { openOpsSession, type OpsLoginDeps } from './ops-login-service';

/** The name authenticator apps show beside the operations account. */
export const OPS_AUTHENTICATOR_ISSUER = 'OpenHELOC operations';

/** The user a challenge was issued to, still enabled; 401 for an expired or forged challenge. */
async function challengedUser(deps: OpsLoginDeps, challenge: string) {
  const owner = await readChallenge(deps.jwtSecret, challenge, 'ops', deps.now());
  const [user] = owner
    ? await deps.db.select().from(opsUsers).where(eq(opsUsers.uuid, owner.uuid)).limit(1)
    : [];
  if (!owner || !user || user.disabled) {
    throw new AppError('signed_out', SECOND_FACTOR_MESSAGES.challengeExpired);
  }
  return { owner, user };
}

/** The code (or a recovery code) after the password: the session opens only now. */
export async function completeOpsSecondFactor(
  deps: OpsLoginDeps,
  request: { challenge: string; code: string; ipAddress: string },
): Promise<OpsSignedIn> {
  const { owner, user } = await challengedUser(deps, request.challenge);
  await passSecondStep(deps, owner, request.code, {
    orgCode: OPS_LOGIN_REALM,
    emailNormalized: user.emailNormalized,
    ipAddress: request.ipAddress,
  });
  return openOpsSession(deps, user.uuid);
}

/**
 * An operations user without an authenticator sets one up before reaching the console: the
 * challenge (a right password) opens this and nothing else.
 */
export async function startOpsAuthenticatorSetup(
  deps: OpsLoginDeps,
  challenge: string,
): Promise<AuthenticatorSetup> {
  const { owner, user } = await challengedUser(deps, challenge);
  if ((await secondFactorStatus(deps.db, owner)).enabled) {
    throw AppError.conflict('An authenticator app is already set up for this account');
  }
  const secret = await beginSetup(deps.db, deps.encryptionKey, owner);
  const uri = otpauthUri({ secret, issuer: OPS_AUTHENTICATOR_ISSUER, account: user.email });
  return { secret, otpauthUri: uri, qrCodeSvg: await qrCodeSvg(uri) };
}

/** The first code confirms the authenticator and signs in; the recovery codes show once. */
export async function confirmOpsAuthenticator(
  deps: OpsLoginDeps,
  request: { challenge: string; code: string; ipAddress: string },
): Promise<OpsSignedIn & RecoveryCodes> {
  const { owner, user } = await challengedUser(deps, request.challenge);
  if ((await secondFactorStatus(deps.db, owner)).enabled) {
    throw AppError.conflict('An authenticator app is already set up for this account');
  }
  const loginKey = {
    orgCode: OPS_LOGIN_REALM,
    emailNormalized: user.emailNormalized,
    ipAddress: request.ipAddress,
  };
  const reservation = await reserveLoginAttempt(deps.db, loginKey, deps.now());
  if (!reservation.allowed) {
    throw new AppError('rate_limited', tooManyAttemptsMessage(reservation.retryAfterMs));
  }
  const codes = await confirmSetup(
    deps.db,
    deps.encryptionKey,
    owner,
    request.code,
    authenticatorClock(),
  );
  if (!codes) throw AppError.badRequest(SECOND_FACTOR_MESSAGES.wrongCode, 'code');
  await markLoginSucceeded(deps.db, reservation.attemptId);
  return { ...(await openOpsSession(deps, user.uuid)), recoveryCodes: codes };
}
