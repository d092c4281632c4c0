import { isUuid } from '../format/uuid';

/**
 * The application's screens under /{uuid}/ (spec section 2, 'Application routes under /{uuid}'),
 * as route patterns relative to the application: `{type}` stands for one path segment.
 */
export const APPLICATION_ROUTES = [
  'start/profile',
  'start/contact',
  'start/hmda',
  'start/app-summary',
  'credit/social',
  'credit/error',
  'review-app/no-credit',
  'review-app/property',
  'review-app/incorrect-pin',
  'review-app/incorrect-ownership',
  'review-app/datatree',
  'review-app/delinquency',
  'review-app/uw',
  'review-app/signdocs',
  'liens',
  'product/select',
  'product/assets',
  'product/prequal-winback',
  'identity',
  'income/review',
  'income/link/{type}',
  'income/pointserv-callback',
  'income/upload/{type}',
  'income/employer-verification',
  'bank/disburse',
  'bank/manual-disburse',
  'bank/autopay',
  'bank/autopay-manual',
  'bank/confirm',
  'signing/intro',
  'signing/sign',
  'signing/additional',
  'signing/support',
  'notary/intro',
  'notary/schedule-manual',
  'notary/reserve-manual',
  'notary/session',
  'notary/error',
  'insurance/upload',
  'insurance/requirements',
  'merchant/review',
  'merchant/lien-attestation',
  'bpo/estimate-value',
  'bpo/condition',
  'bpo/order-bpo',
  'bpo/hold',
  'bpo/waiting',
  'payoff/hold',
  'hold',
  'document/disclosures',
  'conditions',
  'conditions/upload-document',
  'conditions/phone-number',
  'error/decline',
  'error/income',
  'error/credit',
  'error/timeout',
  'error/flood-cert',
  'complete',
] as const;
export type ApplicationRoute = (typeof APPLICATION_ROUTES)[number];

/** The manual paystub upload: income/upload/{type} with the income source it is for. */
export const MANUAL_PAYSTUB_UPLOAD_PATH = 'income/upload/MANUAL_PAYSTUB';

/** A path under /{uuid}/ without slashes at either end ('' is the application's index). */
export function normalizeRoutePath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** Whether a path under /{uuid}/ is the page of `route` ('income/upload/X' is income/upload/{type}). */
export function matchesRoute(path: string, route: string): boolean {
  const segments = normalizeRoutePath(path).split('/');
  const patternSegments = route.split('/');
  return (
    segments.length === patternSegments.length &&
    patternSegments.every(
      (pattern, index) =>
        pattern === segments[index] || (pattern === '{type}' && (segments[index] ?? '') !== ''),
    )
  );
}

/** The route a path under /{uuid}/ is a page of, or null for no known screen. */
export function routeOfPath(path: string): ApplicationRoute | null {
  return APPLICATION_ROUTES.find((route) => matchesRoute(path, route)) ?? null;
}

/** The document-independent path of a page of an application: '/{uuid}/liens'. */
export function applicationPath(uuid: string, path: string): string {
  const rest = normalizeRoutePath(path);
  return rest === '' ? `/${uuid}` : `/${uuid}/${rest}`;
}

/** The part of an app path under /{uuid}/ ('' for the index), or null when it is not under it. */
export function pathWithinApplication(appPath: string, uuid: string): string | null {
  if (!isUuid(uuid)) return null;
  const prefix = `/${uuid}`;
  if (appPath === prefix || appPath === `${prefix}/`) return '';
  return appPath.startsWith(`${prefix}/`) ? normalizeRoutePath(appPath.slice(prefix.length)) : null;
}
