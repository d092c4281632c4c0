import { zSecondFactorChallenge } from '@openheloc/domain';
import { z } from 'zod';
import { api, type ApiClient } from '@/lib/api-client';
import type { LoginFormValues } from './login-schema';

export const LOGIN_API_PATH = '/identity/api/v1/login';
export const SECOND_FACTOR_LOGIN_API_PATH = '/identity/api/v1/login/second-factor';

const zSignedIn = z.object({ jwt: z.string().min(1), passwordExpired: z.boolean() });
const zLoginAnswer = z.union([zSignedIn, zSecondFactorChallenge]);

/**
 * Signs in. The API client stores the returned credential ('Bearer <jwt>' under `jwt`), so
 * every later call is signed in; with two-factor sign-in on, the answer is the challenge for the
 * code instead. A 401 or 429 rejects with the server's message.
 */
export function logIn(values: LoginFormValues, client: ApiClient = api) {
  return client.request(LOGIN_API_PATH, { method: 'POST', body: values, schema: zLoginAnswer });
}

/** The second step: the code (or a recovery code) for the challenge; the session opens now. */
export function logInWithCode(body: { challenge: string; code: string }, client: ApiClient = api) {
  return client.request(SECOND_FACTOR_LOGIN_API_PATH, {
    method: 'POST',
    body,
    schema: zSignedIn,
  });
}
