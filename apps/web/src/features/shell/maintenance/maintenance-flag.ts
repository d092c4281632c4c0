import {
  DEFAULT_MAINTENANCE_VARIABLES,
  zMaintenanceVariables,
  type FeatureFlag,
  type MaintenanceVariables,
} from '@openheloc/domain';
import { featureFlagQueryOptions } from '@/lib/flags/get-feature-flag';
import { prefetchLenderFlag } from '@/lib/flags/prefetch-lender-flag';
import { isUnderMaintenance } from './match-maintenance-route';

export const MAINTENANCE_FLAG_KEY = 'fe-heloc-maintenance';

/** The flag's variables, each one that is missing or malformed replaced by its default. */
export function maintenanceVariables(flag: FeatureFlag): MaintenanceVariables {
  const shape = zMaintenanceVariables.shape;
  const pick = <K extends keyof MaintenanceVariables>(key: K): MaintenanceVariables[K] => {
    const parsed = shape[key].safeParse(flag.variables[key]);
    return parsed.success
      ? (parsed.data as MaintenanceVariables[K])
      : DEFAULT_MAINTENANCE_VARIABLES[key];
  };
  return {
    routes: pick('routes'),
    message: pick('message'),
    pageTitle: pick('pageTitle'),
    shouldShowDashboardLink: pick('shouldShowDashboardLink'),
  };
}

/** What to show instead of the page, or null when the page is open. */
export function activeMaintenance(flag: FeatureFlag, appPath: string): MaintenanceVariables | null {
  if (!flag.enabled) return null;
  const variables = maintenanceVariables(flag);
  return isUnderMaintenance(appPath, variables.routes) ? variables : null;
}

/**
 * Asked for once per page load and kept only in this page's memory: an operator switching
 * maintenance off is seen on the next page load.
 */
export function maintenanceQueryOptions(orgCode: string) {
  return featureFlagQueryOptions(MAINTENANCE_FLAG_KEY, { organization: orgCode });
}

/**
 * The root route's loader: the flag is asked for as the app starts, rather than once the gate
 * renders (a round trip later, on every first screen's way). The gate reads the same query.
 */
export const prefetchMaintenanceFlag = () => prefetchLenderFlag(maintenanceQueryOptions);
