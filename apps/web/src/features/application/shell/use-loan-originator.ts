import { isUuid, zLoanOriginatorInfo } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '@/lib/api-client';

/** The spec caches the originator's details for ten minutes. */
export const ORIGINATOR_CACHE_MS = 10 * 60 * 1000;

/**
 * Whose card to show: the referrer query parameter when the page carries a valid one, else the
 * application's referrer. Null when there is neither.
 */
export function originatorUuidOf(
  queryReferrer: string | null,
  applicationReferrer: string | null,
): string | null {
  if (queryReferrer && isUuid(queryReferrer)) return queryReferrer.toLowerCase();
  return applicationReferrer;
}

/** GET /service-lead-portal/api/lo/{uuid}; a failure leaves the card out rather than a gap. */
export function useLoanOriginator(applicationReferrer: string | null) {
  const [searchParams] = useSearchParams();
  const uuid = originatorUuidOf(searchParams.get('referrer'), applicationReferrer);
  return useQuery({
    queryKey: ['loan-originator', uuid],
    queryFn: ({ signal }) =>
      api.request(`/service-lead-portal/api/lo/${uuid ?? ''}`, {
        schema: zLoanOriginatorInfo,
        signal,
      }),
    enabled: uuid !== null,
    staleTime: ORIGINATOR_CACHE_MS,
    gcTime: ORIGINATOR_CACHE_MS,
    retry: false,
  });
}
