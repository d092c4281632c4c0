import type { RouteObject } from 'react-router';

/**
 * The identity screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('identity'), loaded lazily with lazyWithReload.
 */
export const identityRoutes: RouteObject[] = [];
