import { Outlet, ScrollRestoration } from 'react-router';
import { ChatLauncher } from '../features/chat/chat-launcher';
import { DevTools } from '../features/shell/dev-tools/dev-tools';
import { Footer } from '../features/footer/footer';
import { MaintenanceGate } from '../features/shell/maintenance/maintenance-gate';
import { PageFrame } from '../features/shell/page-frame';
import { RouterHomeLink } from '../features/shell/router-home-link';
import { useFocusOnNavigation } from '../features/shell/use-focus-on-navigation';
import { usePageViewTracking } from '../lib/telemetry/use-page-view-tracking';

/**
 * Logo, page and footer around every screen, behind the maintenance gate; outside production,
 * the developer tools.
 */
export function RootLayout() {
  usePageViewTracking();
  useFocusOnNavigation();
  return (
    <>
      <PageFrame homeLink={RouterHomeLink} footer={<Footer />}>
        <MaintenanceGate>
          <Outlet />
        </MaintenanceGate>
        <ScrollRestoration />
      </PageFrame>
      <ChatLauncher />
      <DevTools />
    </>
  );
}
