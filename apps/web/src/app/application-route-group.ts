import { applicationRoutes } from '../features/application/routes';
import type { RouteGroup } from './route-group';

/** The signed-in borrower's routes: the dashboard, settings and every application screen. */
export const applicationRouteGroup: RouteGroup = { authenticated: applicationRoutes };
