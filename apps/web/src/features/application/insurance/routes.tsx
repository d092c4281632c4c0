import type { RouteObject } from 'react-router';

/**
 * The insurance screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('insurance/…'), loaded lazily with lazyWithReload.
 */
export const insuranceRoutes: RouteObject[] = [];
