import type { RouteObject } from 'react-router';

/**
 * The start screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('start/…'), loaded lazily with lazyWithReload.
 */
export const startRoutes: RouteObject[] = [];
