/**
 * The paths whose first screen the server renders (paths inside the app, without the base):
 * the landing page, the registration's first step and the sign-in. Every other path is rendered
 * by the browser, as before (decision 0035).
 */
const SERVER_RENDERED_PATHS: ReadonlySet<string> = new Set(['/', '/register-v2', '/auth/login']);

export function rendersOnServer(appPath: string): boolean {
  return SERVER_RENDERED_PATHS.has(appPath);
}
