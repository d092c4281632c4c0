import { zStateLicense } from '@openheloc/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const STATE_LICENSES_PATH = '/service-application/external/api/v1/heloc/state-licenses';

const zStateLicenses = z.array(zStateLicense);

/** The states the lender is licensed in, as the server sorts them. */
export function stateLicensesQueryOptions(orgCode: string) {
  return queryOptions({
    queryKey: ['state-licenses', orgCode],
    queryFn: ({ signal }) =>
      api.request(STATE_LICENSES_PATH, { query: { orgCode }, schema: zStateLicenses, signal }),
  });
}
