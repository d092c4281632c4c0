import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginPathFor } from '../lib/auth/login-path';
import { isPublicPath } from '../lib/auth/public-paths';
import { tokenStore } from '../lib/auth/token';
import { toAppPath } from '../lib/base-path';

/**
 * Loader guarding every route that is not public: without a stored credential the visitor
 * goes to login, with the way back in redirectUrl. It runs before any screen code loads.
 */
export function requireAuth({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const appPath = toAppPath(url.pathname);
  if (isPublicPath(appPath) || tokenStore.authorization()) return null;
  throw redirect(loginPathFor(`${appPath}${url.search}`));
}
