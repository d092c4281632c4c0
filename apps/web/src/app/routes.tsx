import type { RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader';
import { applicationRoutes } from '../features/application/routes';
import { authRoutes } from '../features/auth/routes';
import { brokerPublicRoutes, brokerRoutes } from '../features/broker/routes';
import { chatRoutes } from '../features/chat/routes';
import { devMailboxRoutes } from '../features/dev-mailbox/routes';
import { legalRoutes } from '../features/legal/routes';
import { opsRoutes } from '../features/ops/routes';
import { prefetchMaintenanceFlag } from '../features/shell/maintenance/maintenance-flag';
import { registrationRoutes } from '../features/registration/routes';
import { supportRoutes } from '../features/support/routes';
import { NotFoundPage } from '../features/shell/not-found-page';
import { RootErrorScreen } from '../features/shell/root-error-screen';
import { signerPublicRoutes, signerRoutes } from '../features/signer/routes';
import { lazyWithReload } from './lazy-with-reload';
import { requireAuth } from './require-auth';
import { RootLayout } from './root-layout';

/**
 * The route tree. Screens load lazily (one file each). Public screens sit beside the guarded
 * group; every other path, known or not, is inside it, so a stranger is sent to login before
 * learning whether a page exists. The operations area has its own frame, sign-in and guard.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RootErrorScreen />,
    hydrateFallbackElement: <FullScreenLoader active />,
    loader: prefetchMaintenanceFlag,
    // The flag is asked for once per page load (see the loader).
    shouldRevalidate: () => false,
    children: [
      {
        index: true,
        lazy: lazyWithReload(() =>
          import('../features/landing/landing-page').then((module) => ({
            Component: module.LandingPage,
          })),
        ),
      },
      ...authRoutes,
      ...registrationRoutes,
      ...legalRoutes,
      ...brokerPublicRoutes,
      ...chatRoutes,
      ...signerPublicRoutes,
      ...devMailboxRoutes,
      ...supportRoutes,
      {
        id: 'authenticated',
        loader: requireAuth,
        children: [
          ...applicationRoutes,
          ...signerRoutes,
          ...brokerRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  ...opsRoutes,
];
