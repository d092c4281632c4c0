import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useOrganization } from '@/lib/organization/organization-context';
import { activeMaintenance, maintenanceQueryOptions } from './maintenance-flag';
import { MaintenancePage } from './maintenance-page';

/**
 * Holds the page back until the lender's maintenance flag is known, then shows either the
 * page or the maintenance notice. A failed flag fetch counts as 'no maintenance'.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { orgCode } = useOrganization();
  const { pathname } = useLocation();
  const { data: flag } = useQuery(maintenanceQueryOptions(orgCode));
  const maintenance = flag ? activeMaintenance(flag, pathname) : null;
  return (
    <>
      {flag ? maintenance ? <MaintenancePage maintenance={maintenance} /> : children : null}
      <FullScreenLoader active={!flag} />
    </>
  );
}
