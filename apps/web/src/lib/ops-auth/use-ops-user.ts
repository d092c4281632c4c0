import { useQuery } from '@tanstack/react-query';
import type { OpsUser } from '@openheloc/domain';
import { fetchOpsUser } from './ops-session';
import { opsTokenStore } from './ops-token';

export const OPS_USER_QUERY_KEY = ['ops', 'me'] as const;

/** The signed-in operations user (undefined while loading or signed out). */
export function useOpsUser() {
  return useQuery<OpsUser>({
    queryKey: OPS_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchOpsUser(signal),
    enabled: opsTokenStore.authorization() !== null,
  });
}
