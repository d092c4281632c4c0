import { DEV_LOGIN_FAILED_MESSAGE } from '@openheloc/domain';
import { z } from 'zod';
import { logIn } from '@/features/auth/login-request';
import { api, type ApiClient } from '@/lib/api-client';
import { tokenStore, type TokenStore } from '@/lib/auth/token';

const zSignedInIdentity = z.object({
  aliases: z.array(z.object({ type: z.string(), value: z.string() })),
});

export type DevSignInResult = { ok: true; email: string } | { ok: false; message: string };

/** Who the stored credential signs in, asked without ending the session on a 401. */
async function signedInEmail(client: ApiClient): Promise<string> {
  const identity = await client.request('/identity/secure/api/v1/identity', {
    schema: zSignedInIdentity,
    ignoreUnauthorized: true,
  });
  return identity.aliases.find((alias) => alias.type === 'EMAIL')?.value ?? '';
}

/** The developer toolbar's sign-in by e-mail and password: the login call stores the credential. */
export async function devSignInWithPassword(
  values: { email: string; password: string },
  client: ApiClient = api,
): Promise<DevSignInResult> {
  try {
    const answer = await logIn(values, client);
    // An account with two-factor sign-in opens no session without its code: the sign-in page asks.
    if (!('jwt' in answer)) return { ok: false, message: DEV_LOGIN_FAILED_MESSAGE };
    return { ok: true, email: await signedInEmail(client) };
  } catch {
    return { ok: false, message: DEV_LOGIN_FAILED_MESSAGE };
  }
}

/**
 * The developer toolbar's sign-in by a JWT minted elsewhere: it is stored, then kept only if the
 * server accepts it; otherwise the earlier credential comes back.
 */
export async function devSignInWithJwt(
  jwt: string,
  client: ApiClient = api,
  tokens: TokenStore = tokenStore,
): Promise<DevSignInResult> {
  const earlier = tokens.authorization();
  tokens.save(jwt.trim());
  try {
    return { ok: true, email: await signedInEmail(client) };
  } catch {
    if (earlier) tokens.save(earlier);
    else tokens.clear();
    return { ok: false, message: DEV_LOGIN_FAILED_MESSAGE };
  }
}
