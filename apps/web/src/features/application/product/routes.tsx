import type { RouteObject } from 'react-router';

/**
 * The product screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('product/…'), loaded lazily with lazyWithReload.
 */
export const productRoutes: RouteObject[] = [];
