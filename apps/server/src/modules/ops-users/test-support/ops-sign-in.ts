import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../db/client';
import { secondFactors } from '../../../db/schema';
import { encryptField } from '../../../security/field-encryption';
import { TOTP_STEP_SECONDS, totpCode } from '../../../security/totp';
import { createOpsUser, type NewOpsUser } from '../ops-user-store';

const TEST_OPS_PASSWORD = 'Quiet-Harbor-73!';

/**
 * An operations user of the test app (created when missing), signed in through the login route
 * from `remoteAddress`: its token. Only a new user can: a second sign-in would need the code of
 * the authenticator the first one set up.
 */
export async function signInNewOpsUser(
  app: FastifyInstance,
  db: Db,
  user: NewOpsUser,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  await createOpsUser(db, user, TEST_OPS_PASSWORD);
  const login = await app.inject({
    method: 'POST',
    url: '/ops/api/v1/auth/login',
    payload: { email: user.email, password: TEST_OPS_PASSWORD },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`ops login failed: ${login.body}`);
  return await opsTokenFrom(app, login);
}

/**
 * The operations token behind a password sign-in's answer, for tests: a user without an
 * authenticator (every user a test creates) sets one up through the API, as the sign-in page
 * would, and signs in with its first code.
 */
export async function opsTokenFrom(
  app: FastifyInstance,
  login: LightMyRequestResponse,
): Promise<string> {
  const answer = login.json<{ token?: string; challenge?: string; secondFactor?: string }>();
  if (answer.token) return answer.token;
  if (answer.secondFactor !== 'SETUP' || !answer.challenge) {
    throw new Error(`ops login did not ask for setup: ${login.body}`);
  }
  const setup = await app.inject({
    method: 'POST',
    url: '/ops/api/v1/auth/second-factor/setup',
    payload: { challenge: answer.challenge },
  });
  if (setup.statusCode !== 200) throw new Error(`ops setup failed: ${setup.body}`);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/ops/api/v1/auth/second-factor/setup/confirm',
    payload: {
      challenge: answer.challenge,
      code: totpCode(setup.json<{ secret: string }>().secret, new Date()),
    },
  });
  if (confirmed.statusCode !== 200) throw new Error(`ops setup failed: ${confirmed.body}`);
  return confirmed.json<{ token: string }>().token;
}

/** A known authenticator secret for test users (base32, 20 bytes). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Sets up `TEST_TOTP_SECRET` as the user's authenticator, as a confirmed setup would. */
export async function giveAuthenticator(
  db: Db,
  encryptionKey: Uint8Array,
  opsUserUuid: string,
): Promise<void> {
  await db.insert(secondFactors).values({
    opsUserUuid,
    secret: encryptField(encryptionKey, TEST_TOTP_SECRET),
    enabledAt: new Date(),
  });
}

/**
 * The authenticator's code `offsetSteps` steps from now (within the ±1 window): a test signing
 * in more than once takes increasing offsets, since no code is accepted twice.
 */
export function testCode(offsetSteps = 0, secret = TEST_TOTP_SECRET): string {
  return totpCode(secret, new Date(Date.now() + offsetSteps * TOTP_STEP_SECONDS * 1000));
}
