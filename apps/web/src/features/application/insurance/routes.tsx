import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The insurance screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('insurance/…'), loaded lazily with lazyWithReload.
 */
export const insuranceRoutes: RouteObject[] = [
  {
    path: 'insurance/requirements',
    lazy: lazyWithReload(() =>
      import('./requirements-page').then((module) => ({ Component: module.RequirementsPage })),
    ),
  },
  {
    path: 'insurance/upload',
    lazy: lazyWithReload(() =>
      import('./upload-page').then((module) => ({ Component: module.UploadPage })),
    ),
  },
];
