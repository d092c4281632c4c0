import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';
import { chatConsoleRoutes } from '@/features/chat/routes';
import { NotFoundPage } from '@/features/shell/not-found-page';
import { RootErrorScreen } from '@/features/shell/root-error-screen';
import { OpsFrame } from './ops-frame';

/**
 * The operations area, beside the borrower's routes: its own sign-in (`/ops/login`) and, behind
 * the operations guard, one route per screen in `ops-nav.ts`.
 */
export const opsRoutes: RouteObject[] = [
  {
    path: '/ops',
    element: <OpsFrame />,
    errorElement: <RootErrorScreen />,
    children: [
      {
        path: 'login',
        lazy: lazyWithReload(() =>
          import('./ops-login-page').then((module) => ({ Component: module.OpsLoginPage })),
        ),
      },
      {
        lazy: lazyWithReload(() =>
          import('./ops-layout').then((module) => ({ Component: module.OpsLayout })),
        ),
        children: [
          {
            index: true,
            lazy: lazyWithReload(() =>
              import('./ops-home-page').then((module) => ({ Component: module.OpsHomePage })),
            ),
          },
          ...chatConsoleRoutes,
          {
            path: 'document-requests',
            lazy: lazyWithReload(() =>
              import('./document-requests-page').then((module) => ({
                Component: module.DocumentRequestsPage,
              })),
            ),
          },
          {
            path: 'notary',
            lazy: lazyWithReload(() =>
              import('./notary-sessions-page').then((module) => ({
                Component: module.NotarySessionsPage,
              })),
            ),
          },
          {
            path: 'notary/:applicationUuid',
            lazy: lazyWithReload(() =>
              import('./notary-room-page').then((module) => ({ Component: module.NotaryRoomPage })),
            ),
          },
          {
            path: 'support',
            lazy: lazyWithReload(() =>
              import('./support-requests-page').then((module) => ({
                Component: module.SupportRequestsPage,
              })),
            ),
          },
          {
            path: 'experiments',
            lazy: lazyWithReload(() =>
              import('./experiments-page').then((module) => ({
                Component: module.ExperimentsPage,
              })),
            ),
          },
          {
            path: 'feedback',
            lazy: lazyWithReload(() =>
              import('./ceo-feedback-page').then((module) => ({
                Component: module.CeoFeedbackPage,
              })),
            ),
          },
          {
            path: 'applications',
            lazy: lazyWithReload(() =>
              import('./application-search-page').then((module) => ({
                Component: module.ApplicationSearchPage,
              })),
            ),
          },
          {
            path: 'applications/:applicationUuid',
            lazy: lazyWithReload(() =>
              import('./ops-application-page').then((module) => ({
                Component: module.OpsApplicationPage,
              })),
            ),
          },
          {
            path: 'sessions/:sessionUuid',
            lazy: lazyWithReload(() =>
              import('./session-replay-page').then((module) => ({
                Component: module.SessionReplayPage,
              })),
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
