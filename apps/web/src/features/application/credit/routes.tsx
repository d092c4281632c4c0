import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The credit screens, under /{uuid}/: the SSN when the soft pull found no file, and the credit
 * freeze (credit lock). Each loads lazily.
 */
export const creditRoutes: RouteObject[] = [
  {
    path: 'credit/social',
    lazy: lazyWithReload(() =>
      import('./social/credit-social-page').then((module) => ({
        Component: module.CreditSocialPage,
      })),
    ),
  },
  {
    path: 'credit/error',
    lazy: lazyWithReload(() =>
      import('./error/credit-freeze-page').then((module) => ({
        Component: module.CreditFreezePage,
      })),
    ),
  },
];
