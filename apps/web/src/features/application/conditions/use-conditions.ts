import { conditionsPath, CONDITIONS_REFETCH_INTERVAL_MS, zConditionList } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isFetchError } from '@/lib/fetch-error';

export const conditionsQueryKey = (uuid: string) => ['conditions', uuid] as const;

const MAX_RETRIES = 2;

/**
 * The application's open document requests, read again every 60 s so that a request raised or
 * cleared by the lender shows without a reload; a 400 is an answer, not a hiccup, so it is not
 * retried (the spec).
 */
export function useConditions(uuid: string) {
  return useQuery({
    queryKey: conditionsQueryKey(uuid),
    queryFn: ({ signal }) => api.request(conditionsPath(uuid), { schema: zConditionList, signal }),
    refetchInterval: CONDITIONS_REFETCH_INTERVAL_MS,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: (failures, error) =>
      !(isFetchError(error) && error.status === 400) && failures < MAX_RETRIES,
  });
}
