/** Where the app is mounted: the router's basename and the prefix of full-page links. */
export const BASE_PATH = '/account/heloc';

/** The path inside the app for a document path ('/account/heloc/terms' gives '/terms'). */
export function toAppPath(documentPath: string): string {
  if (documentPath === BASE_PATH) return '/';
  if (documentPath.startsWith(`${BASE_PATH}/`)) return documentPath.slice(BASE_PATH.length);
  return documentPath;
}

/** The document path for a path inside the app, for links that leave the router. */
export function toDocumentPath(appPath: string): string {
  return appPath === '/' ? `${BASE_PATH}/` : `${BASE_PATH}${appPath}`;
}
