import { hasOpsRole, type OpsRole } from '@openheloc/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '@/components/button';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { PageHeading } from '@/components/page-heading';
import { opsLoginPathFor, OPS_LOGIN_PATH } from './ops-paths';
import { opsTokenStore } from './ops-token';
import { useOpsUser } from './use-ops-user';

interface RequireOpsUserProps {
  /** Roles that may see the page; any operations user when empty. */
  roles?: readonly OpsRole[];
  children: ReactNode;
}

/**
 * Route guard of the operations screens: without an operations session, to the operations
 * sign-in (with the way back); signed in without the role, a page that says so.
 */
export function RequireOpsUser({ roles = [], children }: RequireOpsUserProps) {
  const location = useLocation();
  const user = useOpsUser();
  if (opsTokenStore.authorization() === null) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={opsLoginPathFor(here) ?? OPS_LOGIN_PATH} replace />;
  }
  // A 401 has already sent the page to the sign-in; anything else can be tried again.
  if (user.isError) {
    return (
      <div className="mx-auto w-full max-w-[560px] px-4 py-10 sm:px-6">
        <PageHeading caption="Operations">Your account could not be loaded</PageHeading>
        <p className="mb-6">{user.error.message}</p>
        <Button type="button" onClick={() => void user.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!user.data) return <FullScreenLoader active />;
  if (!hasOpsRole(user.data, roles)) {
    return (
      <div className="mx-auto w-full max-w-[560px] px-4 py-10 sm:px-6">
        <PageHeading caption="Operations">You do not have access to this page</PageHeading>
        <p>Your account does not have the role this page needs. Ask an administrator for access.</p>
      </div>
    );
  }
  return children;
}
