import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The document screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('document/…'), loaded lazily with lazyWithReload.
 */
export const documentRoutes: RouteObject[] = [
  {
    path: 'document/disclosures',
    lazy: lazyWithReload(() =>
      import('./disclosures/disclosures-page').then((module) => ({
        Component: module.DisclosuresPage,
      })),
    ),
  },
];
