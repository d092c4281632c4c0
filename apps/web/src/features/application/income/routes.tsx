import type { RouteObject } from 'react-router';

/**
 * The income screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('income/…'), loaded lazily with lazyWithReload.
 */
export const incomeRoutes: RouteObject[] = [];
