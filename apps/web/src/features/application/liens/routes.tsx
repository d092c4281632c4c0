import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The liens screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('liens'), loaded lazily with lazyWithReload.
 */
export const liensRoutes: RouteObject[] = [
  {
    path: 'liens',
    lazy: lazyWithReload(() =>
      import('./liens-page').then((module) => ({ Component: module.LiensPage })),
    ),
  },
];
