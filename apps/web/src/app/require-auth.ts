import { redirect, type LoaderFunctionArgs } from 'react-router';
import { signInPathRemembering } from '../lib/auth/sign-in-return';
import { isPublicPath } from '../lib/auth/public-paths';
import { tokenStore } from '../lib/auth/token';
import { toAppPath } from '../lib/base-path';

/**
 * Loader guarding every route that is not public: without a stored credential the visitor
 * goes to login, with the way back in redirectUrl (and remembered by the tab, for the paths
 * redirectUrl's rule refuses). It runs before any screen code loads.
 */
export function requireAuth({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const appPath = toAppPath(url.pathname);
  if (isPublicPath(appPath) || tokenStore.authorization()) return null;
  throw redirect(signInPathRemembering(`${appPath}${url.search}`, { expired: false }));
}
