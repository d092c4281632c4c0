import { zOpsLoginResponse, zOpsUser, type OpsLoginRequest, type OpsUser } from '@openheloc/domain';
import type { ApiClient } from '@/lib/api-client';
import { opsApi } from './ops-api';
import { opsTokenStore } from './ops-token';

export const OPS_LOGIN_API_PATH = '/ops/api/v1/auth/login';
export const OPS_LOGOUT_API_PATH = '/ops/api/v1/auth/logout';
export const OPS_ME_API_PATH = '/ops/api/v1/auth/me';

/** Signs in and keeps the operations token; a 401 or 429 rejects with the server's words. */
export async function opsLogIn(
  values: OpsLoginRequest,
  client: ApiClient = opsApi,
): Promise<OpsUser> {
  const answer = await client.request(OPS_LOGIN_API_PATH, {
    method: 'POST',
    body: values,
    schema: zOpsLoginResponse,
  });
  opsTokenStore.save(answer.token);
  return answer.user;
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
