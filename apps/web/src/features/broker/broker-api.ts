import {
  APPLICATION_NAME_HEADER,
  zIdentityBrokerLoginAnswer,
  zIdentityBrokerRedirect,
  zIdentityBrokerUser,
  zReferredApplication,
  type IdentityBrokerAudience,
} from '@openheloc/domain';
import { z } from 'zod';
import { api, type ApiClient } from '@/lib/api-client';
import type { LoginFormValues } from '@/features/auth/login-schema';

const APPLICATION_NAME = 'heloc';
const base = (audience: IdentityBrokerAudience) => `/identity-broker/${audience}`;

/** Signs in through the identity broker; the API client stores the returned credential. */
export function brokerLogIn(
  values: LoginFormValues,
  query: { redirectUrl?: string; trackingId?: string },
  client: ApiClient = api,
) {
  return client.request(`${base('agent')}/api/v3/login`, {
    method: 'POST',
    body: values,
    query,
    schema: zIdentityBrokerLoginAnswer,
  });
}

export function fetchIdentityBrokerUser(
  audience: IdentityBrokerAudience,
  client: ApiClient = api,
  signal?: AbortSignal,
) {
  return client.request(`${base(audience)}/secure/api/v3/self/figureinfo`, {
    headers: { [APPLICATION_NAME_HEADER]: APPLICATION_NAME },
    schema: zIdentityBrokerUser,
    ...(signal ? { signal } : {}),
  });
}

/** The legacy identity, the decision's second source. */
export function fetchLegacyIdentity(client: ApiClient = api) {
  return client.request('/identity/secure/api/v1/identity', {
    schema: z.object({ uuid: z.string() }),
  });
}

export function fetchReferredApplications(signal?: AbortSignal) {
  return api.request('/identity-broker/agent/secure/api/v3/applications', {
    schema: z.array(zReferredApplication),
    ...(signal ? { signal } : {}),
  });
}

/** Where the identity broker sends a broker who signed out. */
export function brokerLogOut(client: ApiClient = api) {
  return client.request(`${base('agent')}/secure/api/v3/logout`, {
    method: 'POST',
    schema: zIdentityBrokerRedirect,
  });
}
