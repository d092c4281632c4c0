import { queryClient } from '../query-client';
import { readInjectedOrganization } from '../organization/read-injected-organization';
import type { featureFlagQueryOptions } from './get-feature-flag';

/**
 * A route loader's head start on a flag the first screen waits for: asked for as the route
 * matches, beside the screen's code, for the lender the server wrote into the page. Without that
 * record the screen asks once it knows the lender. On the server (no document) the page's flags
 * are already in its query cache (entry-server.tsx). Returns the loader's null.
 */
export function prefetchLenderFlag(
  optionsFor: (orgCode: string) => ReturnType<typeof featureFlagQueryOptions>,
): null {
  if (typeof document === 'undefined') return null;
  const injected = readInjectedOrganization(document);
  if (injected.status === 'found') {
    void queryClient.prefetchQuery(optionsFor(injected.organization.orgCode));
  }
  return null;
}
