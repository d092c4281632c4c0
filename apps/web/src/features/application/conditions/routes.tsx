import type { RouteObject } from 'react-router';

/**
 * The conditions screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('conditions/…'), loaded lazily with lazyWithReload.
 */
export const conditionsRoutes: RouteObject[] = [];
