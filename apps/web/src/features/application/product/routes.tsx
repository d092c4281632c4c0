import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The product screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('product/…'), loaded lazily with lazyWithReload.
 */
export const productRoutes: RouteObject[] = [
  {
    path: 'product/select',
    lazy: lazyWithReload(() =>
      import('./select/product-select-page').then((module) => ({
        Component: module.ProductSelectPage,
      })),
    ),
  },
  {
    path: 'product/prequal-winback',
    lazy: lazyWithReload(() =>
      import('./prequal-winback/prequal-winback-page').then((module) => ({
        Component: module.PrequalWinbackPage,
      })),
    ),
  },
  {
    path: 'product/assets',
    lazy: lazyWithReload(() =>
      import('./assets/assets-page').then((module) => ({ Component: module.AssetsPage })),
    ),
  },
];
