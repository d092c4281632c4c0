import { routeRedirect, type ResolvedRoute } from '@openheloc/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

interface ApplicationRouteGuardProps {
  resolved: ResolvedRoute;
  currentPath: string;
  pathTo: (path: string) => string;
  /** False while the application is being read again or a mutation is about to move on. */
  active: boolean;
  children: ReactNode;
}

/**
 * Opening a step out of order, or a page whose state moved on in another tab, lands the borrower
 * where they belong instead of letting a stale page send answers.
 */
export function ApplicationRouteGuard({
  resolved,
  currentPath,
  pathTo,
  active,
  children,
}: ApplicationRouteGuardProps) {
  const target = active ? routeRedirect(currentPath, resolved) : null;
  if (target !== null) return <Navigate to={pathTo(target)} replace />;
  return children;
}
