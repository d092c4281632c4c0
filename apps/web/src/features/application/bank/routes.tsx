import type { RouteObject } from 'react-router';

/**
 * The bank screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('bank/…'), loaded lazily with lazyWithReload.
 */
export const bankRoutes: RouteObject[] = [];
