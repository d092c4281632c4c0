import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The error screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('error/…'), loaded lazily with lazyWithReload.
 */
export const errorRoutes: RouteObject[] = [
  {
    path: 'error/decline',
    lazy: lazyWithReload(() =>
      import('./decline/decline-page').then((module) => ({ Component: module.DeclinePage })),
    ),
  },
  {
    path: 'error/income',
    lazy: lazyWithReload(() =>
      import('./decline/income-decline-page').then((module) => ({
        Component: module.IncomeDeclinePage,
      })),
    ),
  },
  {
    path: 'error/credit',
    lazy: lazyWithReload(() =>
      import('./decline/credit-decline-page').then((module) => ({
        Component: module.CreditDeclinePage,
      })),
    ),
  },
  {
    path: 'error/flood-cert',
    lazy: lazyWithReload(() =>
      import('./flood-cert/flood-cert-page').then((module) => ({
        Component: module.FloodCertPage,
      })),
    ),
  },
  {
    path: 'error/timeout',
    lazy: lazyWithReload(() =>
      import('./timeout-page').then((module) => ({ Component: module.TimeoutPage })),
    ),
  },
];
