import { redirectDocument, type LoaderFunctionArgs } from 'react-router';

/**
 * Whether the router is about to show `requestUrl` without the browser having loaded it: the
 * browser's address still names another page. On a full page load (and on back and forward)
 * the browser is already there.
 */
export function isClientNavigation(requestUrl: string, documentUrl: string): boolean {
  return new URL(requestUrl).pathname !== new URL(documentUrl).pathname;
}

/**
 * The spec's redirect rule: the legal pages are reached by a full page load of the same path.
 * Links to them already load the document; this also turns any in-app navigation into one.
 */
export function requireDocumentLoad({ request }: LoaderFunctionArgs): Response | null {
  return isClientNavigation(request.url, window.location.href)
    ? redirectDocument(request.url)
    : null;
}
