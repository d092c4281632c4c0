import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The start screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('start/…'), loaded lazily with lazyWithReload.
 */
export const startRoutes: RouteObject[] = [
  {
    path: 'start/profile',
    lazy: lazyWithReload(() =>
      import('./profile/profile-page').then((module) => ({ Component: module.ProfilePage })),
    ),
  },
  {
    path: 'start/contact',
    lazy: lazyWithReload(() =>
      import('./contact/contact-page').then((module) => ({ Component: module.ContactPage })),
    ),
  },
  {
    path: 'start/hmda',
    lazy: lazyWithReload(() =>
      import('./hmda/hmda-page').then((module) => ({ Component: module.HmdaPage })),
    ),
  },
  {
    path: 'start/app-summary',
    lazy: lazyWithReload(() =>
      import('./summary/app-summary-page').then((module) => ({ Component: module.AppSummaryPage })),
    ),
  },
];
