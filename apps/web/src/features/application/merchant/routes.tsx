import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The screens about the loans already on the home, under /{uuid}/ ('merchant/…'), loaded
 * lazily with lazyWithReload.
 */
export const merchantRoutes: RouteObject[] = [
  {
    path: 'merchant/review',
    lazy: lazyWithReload(() =>
      import('./review-page').then((module) => ({ Component: module.ReviewPage })),
    ),
  },
  {
    path: 'merchant/lien-attestation',
    lazy: lazyWithReload(() =>
      import('./lien-attestation-page').then((module) => ({
        Component: module.LienAttestationPage,
      })),
    ),
  },
];
