import { api } from '@/lib/api-client';
import { tokenStore } from '@/lib/auth/token';

export const LOGOUT_API_PATH = '/identity/secure/api/v1/logout';

/**
 * Ends the session on the server (the token stops working at once) and forgets the token. A
 * failed call still signs the browser out, as the spec falls back to /auth/login; the answer
 * says whether the server confirmed.
 */
export async function signOut(): Promise<{ confirmed: boolean }> {
  const confirmed = await api.request(LOGOUT_API_PATH, { method: 'POST' }).then(
    () => true,
    () => false,
  );
  tokenStore.clear();
  return { confirmed };
}
