import type { RouteObject } from 'react-router';

/**
 * The review-app screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('review-app/…'), loaded lazily with lazyWithReload.
 */
export const reviewAppRoutes: RouteObject[] = [];
