import type { Organization } from '@openheloc/domain';
import { useMemo } from 'react';
import { linkAllowList } from './link-allow-list';

/** The hosts chat links may point to, for the page's lender. */
export function useLinkAllowList(organization: Organization): string[] {
  return useMemo(() => linkAllowList(organization, window.location.hostname), [organization]);
}
