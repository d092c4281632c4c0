import { zAccountAccessResponse, zAccountListResponse } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const WALLET = '/service-wallet/secure/api/v4';

/** The signed-in person's account and their access to it (GET account/access). */
export function useAccountAccess() {
  return useQuery({
    queryKey: ['wallet', 'account-access'],
    queryFn: ({ signal }) =>
      api.request(`${WALLET}/account/access`, { schema: zAccountAccessResponse, signal }),
  });
}

/** The accounts the signed-in person reaches, with the wallets authorized on each (GET account). */
export function useWalletAccounts() {
  return useQuery({
    queryKey: ['wallet', 'accounts'],
    queryFn: ({ signal }) =>
      api.request(`${WALLET}/account`, { schema: zAccountListResponse, signal }),
  });
}
