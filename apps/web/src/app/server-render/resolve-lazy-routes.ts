import { matchRoutes, type RouteObject } from 'react-router';
import { BASE_PATH } from '../../lib/base-path';

/**
 * Loads the screens of the routes matching the page before the browser takes over what the
 * server rendered: a route still lazy would render its fallback, not the server's markup.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, BASE_PATH) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
