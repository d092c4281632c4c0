import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The bank screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('bank/…'), loaded lazily with lazyWithReload. The index goes up.
 */
export const bankRoutes: RouteObject[] = [
  {
    path: 'bank/disburse',
    lazy: lazyWithReload(() =>
      import('./disburse-page').then((module) => ({ Component: module.DisbursePage })),
    ),
  },
  {
    path: 'bank/manual-disburse',
    lazy: lazyWithReload(() =>
      import('./manual-disburse-page').then((module) => ({
        Component: module.ManualDisbursePage,
      })),
    ),
  },
  {
    path: 'bank/autopay',
    lazy: lazyWithReload(() =>
      import('./autopay-page').then((module) => ({ Component: module.AutopayPage })),
    ),
  },
  {
    path: 'bank/autopay-manual',
    lazy: lazyWithReload(() =>
      import('./autopay-manual-page').then((module) => ({ Component: module.AutopayManualPage })),
    ),
  },
  {
    path: 'bank/confirm',
    lazy: lazyWithReload(() =>
      import('./confirm-page').then((module) => ({ Component: module.ConfirmPage })),
    ),
  },
];
