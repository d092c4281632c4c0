import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The conditions screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('conditions/…'), loaded lazily with lazyWithReload.
 */
export const conditionsRoutes: RouteObject[] = [
  {
    path: 'conditions',
    lazy: lazyWithReload(() =>
      import('./conditions-page').then((module) => ({ Component: module.ConditionsPage })),
    ),
  },
  {
    path: 'conditions/upload-document',
    lazy: lazyWithReload(() =>
      import('./upload-document-page').then((module) => ({
        Component: module.UploadDocumentPage,
      })),
    ),
  },
  {
    path: 'conditions/phone-number',
    lazy: lazyWithReload(() =>
      import('./phone-number-page').then((module) => ({ Component: module.PhoneNumberPage })),
    ),
  },
];
