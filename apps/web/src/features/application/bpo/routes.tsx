import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

const waitingPage = lazyWithReload(() =>
  import('./waiting-page').then((module) => ({ Component: module.WaitingPage })),
);

/**
 * The value-estimate (BPO) screens, under /{uuid}/: each a route whose path is its full path
 * below the application ('bpo/…'), loaded lazily with lazyWithReload.
 */
export const bpoRoutes: RouteObject[] = [
  {
    path: 'bpo/estimate-value',
    lazy: lazyWithReload(() =>
      import('./estimate-value-page').then((module) => ({ Component: module.EstimateValuePage })),
    ),
  },
  {
    path: 'bpo/condition',
    lazy: lazyWithReload(() =>
      import('./condition-page').then((module) => ({ Component: module.ConditionPage })),
    ),
  },
  {
    path: 'bpo/order-bpo',
    lazy: lazyWithReload(() =>
      import('./order-bpo-page').then((module) => ({ Component: module.OrderBpoPage })),
    ),
  },
  { path: 'bpo/waiting', lazy: waitingPage },
  { path: 'bpo/hold', lazy: waitingPage },
];
