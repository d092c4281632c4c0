import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The signing screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('signing/…'), loaded lazily with lazyWithReload.
 */
export const signingRoutes: RouteObject[] = [
  {
    path: 'signing/intro',
    lazy: lazyWithReload(() =>
      import('./intro-page').then((module) => ({ Component: module.IntroPage })),
    ),
  },
  {
    path: 'signing/sign',
    lazy: lazyWithReload(() =>
      import('./sign-page').then((module) => ({ Component: module.SignPage })),
    ),
  },
  {
    path: 'signing/additional',
    lazy: lazyWithReload(() =>
      import('./additional-page').then((module) => ({ Component: module.AdditionalPage })),
    ),
  },
  {
    path: 'signing/support',
    lazy: lazyWithReload(() =>
      import('./support-page').then((module) => ({ Component: module.SupportPage })),
    ),
  },
];
