import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The screens of an application held on the lender's side, under /{uuid}/ ('payoff/hold',
 * 'hold'), loaded lazily with lazyWithReload.
 */
export const holdRoutes: RouteObject[] = [
  {
    path: 'payoff/hold',
    lazy: lazyWithReload(() =>
      import('./payoff-hold-page').then((module) => ({ Component: module.PayoffHoldPage })),
    ),
  },
  {
    path: 'hold',
    lazy: lazyWithReload(() =>
      import('./hold-page').then((module) => ({ Component: module.HoldPage })),
    ),
  },
];
