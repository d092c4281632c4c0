import { SECOND_FACTOR_MESSAGES } from '@openheloc/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { authenticatorClock } from '../second-factor/authenticator-clock';
import { useSecondFactor, type FactorOwner } from '../second-factor/second-factor-store';
import { markLoginSucceeded, reserveLoginAttempt, type LoginKey } from './login-attempts';
import { tooManyAttemptsMessage } from './login-service';

export type SecondStepDeps = { db: Db; encryptionKey: Uint8Array; now: () => Date };

/**
 * A code given at sign-in (or to confirm a change): counted as a sign-in attempt of the account
 * and address before it is checked, so codes cannot be guessed faster than passwords, and a
 * right one ends the run of failures as a right password does.
 */
export async function passSecondStep(
  deps: SecondStepDeps,
  owner: FactorOwner,
  code: string,
  loginKey: LoginKey,
): Promise<void> {
  const reservation = await reserveLoginAttempt(deps.db, loginKey, deps.now());
  if (!reservation.allowed) {
    throw new AppError('rate_limited', tooManyAttemptsMessage(reservation.retryAfterMs));
  }
  const used = await useSecondFactor(
    deps.db,
    deps.encryptionKey,
    owner,
    code,
    authenticatorClock(),
  );
  if (!used) throw AppError.badRequest(SECOND_FACTOR_MESSAGES.wrongCode, 'code');
  await markLoginSucceeded(deps.db, reservation.attemptId);
}
