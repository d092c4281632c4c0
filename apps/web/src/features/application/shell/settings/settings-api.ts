import {
  zAccountSettings,
  type AccountSettings,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type ChangePhoneRequest,
} from '@openheloc/domain';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const BASE = '/service-profile/api/v1/profile';
export const SETTINGS_PATH = '/dashboard/settings';
const settingsKey = ['account-settings'] as const;

/** The sign-in e-mail and mobile phone the settings page shows. */
export function useAccountSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.request(`${BASE}/settings`, { schema: zAccountSettings, signal }),
  });
}

/** A changed e-mail also shows in the profile menu: both answers are refreshed. */
function remember(queryClient: QueryClient, settings: AccountSettings) {
  queryClient.setQueryData(settingsKey, settings);
  void queryClient.invalidateQueries({ queryKey: ['profile'] });
}

export async function changeEmail(queryClient: QueryClient, body: ChangeEmailRequest) {
  remember(
    queryClient,
    await api.request(`${BASE}/email`, { method: 'PUT', body, schema: zAccountSettings }),
  );
}

export async function changePhoneNumber(queryClient: QueryClient, body: ChangePhoneRequest) {
  remember(
    queryClient,
    await api.request(`${BASE}/phone-number`, { method: 'PUT', body, schema: zAccountSettings }),
  );
}

export async function changePassword(body: ChangePasswordRequest) {
  await api.request(`${BASE}/password`, { method: 'PUT', body });
}
