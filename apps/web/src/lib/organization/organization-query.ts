import { zOrganization } from '@openheloc/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';
import type { InjectedOrganization } from './read-injected-organization';
import { ORGANIZATION_PATH, resolveOrganization } from './resolve-organization';

/** The page's organisation; it never changes while the page lives. */
export function organizationQueryOptions(injected: InjectedOrganization) {
  return queryOptions({
    queryKey: ['organization'],
    queryFn: ({ signal }) =>
      resolveOrganization(injected, () =>
        api.request(ORGANIZATION_PATH, { schema: zOrganization, signal }),
      ),
    // The injected record is there synchronously: the first render is already branded.
    initialData: injected.status === 'found' ? injected.organization : undefined,
    staleTime: Infinity,
  });
}
