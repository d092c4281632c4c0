import type { RouteObject } from 'react-router';

/**
 * The document screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('document/…'), loaded lazily with lazyWithReload.
 */
export const documentRoutes: RouteObject[] = [];
