import { SECOND_FACTOR_MESSAGES } from '@openheloc/domain';
import { eq } from 'drizzle-orm';
import { identities } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { readChallenge } from '../second-factor/challenge';
import { passSecondStep } from './second-step';
import { openBorrowerSession, type LoginDeps } from './login-service';

/**
 * The second step of a borrower's sign-in: the challenge from the password step and a code from
 * the authenticator (or a recovery code). Only now does a session open.
 */
export async function completeSecondFactorLogIn(
  deps: LoginDeps & { encryptionKey: Uint8Array },
  request: { challenge: string; code: string; ipAddress: string },
): Promise<{ token: string; passwordExpired: boolean }> {
  const owner = await readChallenge(deps.jwtSecret, request.challenge, 'borrower', deps.now());
  const [identity] = owner
    ? await deps.db.select().from(identities).where(eq(identities.uuid, owner.uuid)).limit(1)
    : [];
  if (!owner || !identity) {
    throw new AppError('signed_out', SECOND_FACTOR_MESSAGES.challengeExpired);
  }
  await passSecondStep(deps, owner, request.code, {
    orgCode: identity.orgCode,
    emailNormalized: identity.emailNormalized,
    ipAddress: request.ipAddress,
  });
  return openBorrowerSession(deps, identity.uuid);
}
