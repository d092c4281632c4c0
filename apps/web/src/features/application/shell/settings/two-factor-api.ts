import {
  zAuthenticatorSetup,
  zRecoveryCodes,
  zTwoFactorStatus,
  type DisableTwoFactorRequest,
} from '@openheloc/domain';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const BASE = '/service-profile/api/v1/profile/two-factor';
export const TWO_FACTOR_SETTINGS_PATH = '/dashboard/settings/two-factor';
const statusKey = ['two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => api.request(BASE, { schema: zTwoFactorStatus, signal }),
  });
}

export function startSetup() {
  return api.request(`${BASE}/setup`, { method: 'POST', schema: zAuthenticatorSetup });
}

export async function confirmSetup(queryClient: QueryClient, code: string) {
  const answer = await api.request(`${BASE}/confirm`, {
    method: 'POST',
    body: { code },
    schema: zRecoveryCodes,
  });
  await queryClient.invalidateQueries({ queryKey: statusKey });
  return answer.recoveryCodes;
}

export async function newRecoveryCodes(queryClient: QueryClient, code: string) {
  const answer = await api.request(`${BASE}/recovery-codes`, {
    method: 'POST',
    body: { code },
    schema: zRecoveryCodes,
  });
  await queryClient.invalidateQueries({ queryKey: statusKey });
  return answer.recoveryCodes;
}

export async function turnOff(queryClient: QueryClient, body: DisableTwoFactorRequest) {
  await api.request(`${BASE}/disable`, { method: 'POST', body });
  await queryClient.invalidateQueries({ queryKey: statusKey });
}
