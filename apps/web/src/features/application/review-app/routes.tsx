import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/** A lazily loaded review page: the module's export named `name` becomes the Component. */
function page<M extends Record<string, unknown>>(
  path: string,
  load: () => Promise<M>,
  name: keyof M,
): RouteObject {
  return {
    path,
    lazy: lazyWithReload(() =>
      load().then((module) => ({ Component: module[name] as ComponentType })),
    ),
  };
}

/**
 * The review-app screens, under /{uuid}/: where the application waits for a specialist, a
 * bureau or a slow provider.
 */
export const reviewAppRoutes: RouteObject[] = [
  page('review-app/no-credit', () => import('./pages/no-credit-page'), 'NoCreditPage'),
  page('review-app/property', () => import('./pages/property-review-page'), 'PropertyReviewPage'),
  page('review-app/incorrect-pin', () => import('./pages/incorrect-pin-page'), 'IncorrectPinPage'),
  page(
    'review-app/incorrect-ownership',
    () => import('./pages/incorrect-ownership-page'),
    'IncorrectOwnershipPage',
  ),
  page('review-app/datatree', () => import('./pages/datatree-timeout-page'), 'DatatreeTimeoutPage'),
  page(
    'review-app/delinquency',
    () => import('./pages/delinquency-review-page'),
    'DelinquencyReviewPage',
  ),
  page('review-app/uw', () => import('./pages/underwriting-review-page'), 'UnderwritingReviewPage'),
  page('review-app/signdocs', () => import('./pages/signing-timeout-page'), 'SigningTimeoutPage'),
];
