import { BASE_PATH } from '@/lib/base-path';

function segmentsOf(path: string): string[] {
  let inside = path.trim().split(/[?#]/)[0] ?? '';
  if (inside === BASE_PATH || inside.startsWith(`${BASE_PATH}/`)) {
    inside = inside.slice(BASE_PATH.length);
  }
  return inside.split('/').filter((segment) => segment !== '');
}

/**
 * Whether maintenance covers a path inside the app. An empty list covers every path. Each
 * entry covers its own path and everything beneath it; a ':name' or '*' segment stands for any
 * one segment (so '/:uuid/signing' closes signing for every application). Entries may be
 * written with or without the '/account/heloc' prefix.
 */
export function isUnderMaintenance(appPath: string, routes: readonly string[]): boolean {
  if (routes.length === 0) return true;
  const path = segmentsOf(appPath);
  return routes.some((route) => {
    const pattern = segmentsOf(route);
    if (pattern.length > path.length) return false;
    return pattern.every(
      (segment, index) => segment === '*' || segment.startsWith(':') || segment === path[index],
    );
  });
}
