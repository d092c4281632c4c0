import type { RouteObject } from 'react-router';

/**
 * The signing screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('signing/…'), loaded lazily with lazyWithReload.
 */
export const signingRoutes: RouteObject[] = [];
