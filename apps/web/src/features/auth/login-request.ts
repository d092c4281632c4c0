import { z } from 'zod';
import { api, type ApiClient } from '@/lib/api-client';
import type { LoginFormValues } from './login-schema';

export const LOGIN_API_PATH = '/identity/api/v1/login';

const zLoginAnswer = z.object({ jwt: z.string().min(1) });

/**
 * Signs in. The API client stores the returned credential ('Bearer <jwt>' under `jwt`), so
 * every later call is signed in; a 401 or 429 rejects with the server's message.
 */
export async function logIn(values: LoginFormValues, client: ApiClient = api): Promise<void> {
  await client.request(LOGIN_API_PATH, { method: 'POST', body: values, schema: zLoginAnswer });
}
