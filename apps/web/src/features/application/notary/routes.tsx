import type { RouteObject } from 'react-router';

/**
 * The notary screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('notary/…'), loaded lazily with lazyWithReload.
 */
export const notaryRoutes: RouteObject[] = [];
