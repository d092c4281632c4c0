/** The element through which the server names its environment in every page. */
export const APP_ENVIRONMENT_META = 'app-environment';

/**
 * Whether this is production, from the environment the server names in the page. Without it
 * (the Vite dev server, or rendering on the server, where there is no document) the build mode
 * decides. Non-production switches such as the chat's `mode` parameter are honoured only where
 * this is false.
 */
export function isProductionEnvironment(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): boolean {
  const named = doc?.querySelector(`meta[name="${APP_ENVIRONMENT_META}"]`)?.getAttribute('content');
  return named ? named === 'production' : import.meta.env.PROD;
}
