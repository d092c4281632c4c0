import type { RouteObject } from 'react-router';

/**
 * The bpo screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('bpo/…'), loaded lazily with lazyWithReload.
 */
export const bpoRoutes: RouteObject[] = [];
