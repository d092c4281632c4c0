import type { RouteObject } from 'react-router';

/**
 * The liens screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('liens'), loaded lazily with lazyWithReload.
 */
export const liensRoutes: RouteObject[] = [];
