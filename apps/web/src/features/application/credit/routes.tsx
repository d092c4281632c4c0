import type { RouteObject } from 'react-router';

/**
 * The credit screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('credit/…'), loaded lazily with lazyWithReload.
 */
export const creditRoutes: RouteObject[] = [];
