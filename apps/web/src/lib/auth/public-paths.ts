/**
 * Paths anyone may open without signing in (the spec's list, plus the sign-in pages
 * themselves). Each entry also covers the paths beneath it.
 */
const PUBLIC_PATHS = [
  '/register',
  '/register-v2',
  '/terms',
  '/communications',
  '/privacy',
  '/licenses',
  '/coming-soon',
  '/auth/login',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/heloc-signer/login',
  '/heloc-signer/resume',
  '/chat/survey',
  '/dev/mailbox',
] as const;

/** Whether a path inside the app needs no sign-in; '/' is the public landing page. */
export function isPublicPath(appPath: string): boolean {
  const path = appPath.length > 1 ? appPath.replace(/\/+$/, '') : appPath;
  if (path === '/' || path === '') return true;
  return PUBLIC_PATHS.some(
    (publicPath) => path === publicPath || path.startsWith(`${publicPath}/`),
  );
}
