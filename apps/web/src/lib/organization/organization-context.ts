import type { Organization } from '@openheloc/domain';
import { createContext, useContext } from 'react';

export const OrganizationContext = createContext<Organization | undefined>(undefined);

/** The lender this page is branded for. Only usable below the organisation provider. */
export function useOrganization(): Organization {
  const organization = useContext(OrganizationContext);
  if (!organization) throw new Error('useOrganization must be used inside OrganizationProvider');
  return organization;
}

/** The lender, when known: for screens that must also work when it could not be loaded. */
export function useOptionalOrganization(): Organization | undefined {
  return useContext(OrganizationContext);
}
