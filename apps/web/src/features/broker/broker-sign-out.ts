import { LOGIN_PATH } from '@/lib/auth/login-path';
import { tokenStore } from '@/lib/auth/token';
import { brokerLogOut } from './broker-api';

/**
 * Ends the broker's session and answers where to go: the identity broker's redirect, or
 * /auth/login when the call fails (the spec's fallback). The browser forgets the token either way.
 */
export async function brokerSignOut(): Promise<string> {
  const destination = await brokerLogOut().then(
    (answer) => answer.redirect,
    () => LOGIN_PATH,
  );
  tokenStore.clear();
  return destination;
}
