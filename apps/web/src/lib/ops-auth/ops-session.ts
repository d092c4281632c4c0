import {
  zAuthenticatorSetup,
  zOpsLoginResponse,
  zOpsSignedIn,
  zOpsUser,
  zRecoveryCodes,
  type AuthenticatorSetup,
  type ChangePasswordRequest,
  type OpsLoginRequest,
  type OpsSignedIn,
  type OpsUser,
  type SecondFactorChallenge,
} from '@openheloc/domain';
import type { ApiClient } from '@/lib/api-client';
import { opsApi } from './ops-api';
import { opsTokenStore } from './ops-token';

export const OPS_LOGIN_API_PATH = '/ops/api/v1/auth/login';
export const OPS_LOGOUT_API_PATH = '/ops/api/v1/auth/logout';
export const OPS_ME_API_PATH = '/ops/api/v1/auth/me';

const SECOND_FACTOR_PATH = '/ops/api/v1/auth/second-factor';

/**
 * The password step: the challenge for the code (or for setting up the authenticator that
 * operations sign-in requires); a 401 or 429 rejects with the server's words.
 */
export async function opsLogIn(
  values: OpsLoginRequest,
  client: ApiClient = opsApi,
): Promise<SecondFactorChallenge | OpsSignedIn> {
  return client.request(OPS_LOGIN_API_PATH, {
    method: 'POST',
    body: values,
    schema: zOpsLoginResponse,
  });
}

/** Keeps the operations token of a finished sign-in. */
export function keepOpsSession(signedIn: OpsSignedIn): OpsUser {
  opsTokenStore.save(signedIn.token);
  return signedIn.user;
}

export function opsSecondFactor(
  body: { challenge: string; code: string },
  client: ApiClient = opsApi,
): Promise<OpsSignedIn> {
  return client.request(SECOND_FACTOR_PATH, { method: 'POST', body, schema: zOpsSignedIn });
}

export function opsAuthenticatorSetup(
  challenge: string,
  client: ApiClient = opsApi,
): Promise<AuthenticatorSetup> {
  return client.request(`${SECOND_FACTOR_PATH}/setup`, {
    method: 'POST',
    body: { challenge },
    schema: zAuthenticatorSetup,
  });
}

export function opsConfirmAuthenticator(
  body: { challenge: string; code: string },
  client: ApiClient = opsApi,
) {
  return client.request(`${SECOND_FACTOR_PATH}/setup/confirm`, {
    method: 'POST',
    body,
    schema: zOpsSignedIn.extend(zRecoveryCodes.shape),
  });
}

export async function opsChangePassword(
  body: ChangePasswordRequest,
  client: ApiClient = opsApi,
): Promise<void> {
  await client.request('/ops/api/v1/auth/password', { method: 'PUT', body });
}

/** Revokes the session on the server; the token is forgotten even when that call fails. */
export async function opsLogOut(client: ApiClient = opsApi): Promise<void> {
  try {
    await client.request(OPS_LOGOUT_API_PATH, { method: 'POST' });
  } finally {
    opsTokenStore.clear();
  }
}

export function fetchOpsUser(signal?: AbortSignal, client: ApiClient = opsApi): Promise<OpsUser> {
  return client.request(OPS_ME_API_PATH, { schema: zOpsUser, ...(signal ? { signal } : {}) });
}
