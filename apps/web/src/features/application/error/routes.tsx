import type { RouteObject } from 'react-router';
import { lazyWithReload } from '../../../app/lazy-with-reload';

/**
 * The error screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('error/…'), loaded lazily with lazyWithReload.
 */
export const errorRoutes: RouteObject[] = [
  {
    path: 'error/timeout',
    lazy: lazyWithReload(() =>
      import('./timeout-page').then((module) => ({ Component: module.TimeoutPage })),
    ),
  },
];
