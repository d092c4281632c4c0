import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/** The last screen, under /{uuid}/: funding, the right-to-cancel period and a funded line. */
export const completeRoutes: RouteObject[] = [
  {
    path: 'complete',
    lazy: lazyWithReload(() =>
      import('./complete-page').then((module) => ({ Component: module.CompletePage })),
    ),
  },
];
