import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The identity screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('identity'), loaded lazily with lazyWithReload.
 */
export const identityRoutes: RouteObject[] = [
  {
    path: 'identity',
    lazy: lazyWithReload(() =>
      import('./identity-page').then((module) => ({ Component: module.IdentityPage })),
    ),
  },
];
