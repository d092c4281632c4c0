import { createApiClient } from '@/lib/api-client';
import { getCurrentOrgCode } from '@/lib/organization/current-org-code';
import { opsLoginPathFor } from './ops-paths';
import { opsTokenStore } from './ops-token';

/**
 * The fetch helper of the operations screens: the operations credential instead of the
 * borrower's, and a session that is over leads to the operations sign-in.
 */
export const opsApi = createApiClient({
  fetch: (url, init) => window.fetch(url, init),
  tokens: opsTokenStore,
  origin: () => window.location.origin,
  orgCode: getCurrentOrgCode,
  currentLocation: () => ({ pathname: window.location.pathname, search: window.location.search }),
  redirect: (documentPath) => window.location.assign(documentPath),
  signInPathFor: opsLoginPathFor,
});
