import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The notary screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('notary/…'), loaded lazily with lazyWithReload.
 */
export const notaryRoutes: RouteObject[] = [
  {
    path: 'notary/intro',
    lazy: lazyWithReload(() =>
      import('./intro-page').then((module) => ({ Component: module.NotaryIntroPage })),
    ),
  },
  {
    path: 'notary/schedule-manual',
    lazy: lazyWithReload(() =>
      import('./schedule-manual-page').then((module) => ({ Component: module.ScheduleManualPage })),
    ),
  },
  {
    path: 'notary/reserve-manual',
    lazy: lazyWithReload(() =>
      import('./reserve-manual-page').then((module) => ({ Component: module.ReserveManualPage })),
    ),
  },
  {
    path: 'notary/session',
    lazy: lazyWithReload(() =>
      import('./session-page').then((module) => ({ Component: module.NotarySessionPage })),
    ),
  },
  {
    path: 'notary/error',
    lazy: lazyWithReload(() =>
      import('./error-page').then((module) => ({ Component: module.NotaryErrorPage })),
    ),
  },
];
