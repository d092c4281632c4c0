import { featureFlagQueryOptions } from '@/lib/flags/get-feature-flag';
import { readInjectedOrganization } from '@/lib/organization/read-injected-organization';
import { queryClient } from '@/lib/query-client';

export const REDESIGN_FLAG_KEY = 'fe-heloc-redesign-2025';

export const redesignFlagQueryOptions = (orgCode: string) =>
  featureFlagQueryOptions(REDESIGN_FLAG_KEY, { organization: orgCode });

/**
 * The /register-v2 route's loader: asks for the flag as the route matches, while the layout's
 * code loads, rather than after it (one round trip less before the first screen). The layout
 * reads the same query; without an injected record it asks once it knows the lender.
 */
export function prefetchRedesignFlag(): null {
  const injected = readInjectedOrganization(document);
  if (injected.status === 'found') {
    void queryClient.prefetchQuery(redesignFlagQueryOptions(injected.organization.orgCode));
  }
  return null;
}
