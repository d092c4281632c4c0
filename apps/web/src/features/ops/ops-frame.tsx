import type { ReactNode } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { PageFrame } from '@/features/shell/page-frame';
import { useFocusOnNavigation } from '@/features/shell/use-focus-on-navigation';
import { OPS_HOME_PATH } from '@/lib/ops-auth/ops-paths';

function OpsHomeLink(props: { className: string; children: ReactNode }) {
  return <Link to={OPS_HOME_PATH} {...props} />;
}

/** The page around the operations screens: the lender's logo, no borrower footer. */
export function OpsFrame() {
  useFocusOnNavigation();
  return (
    <PageFrame homeLink={OpsHomeLink}>
      <Outlet />
      <ScrollRestoration />
    </PageFrame>
  );
}
