import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/** Support: public, so a visitor who cannot sign in can still reach a person. */
export const supportRoutes: RouteObject[] = [
  {
    path: 'contact',
    lazy: lazyWithReload(() =>
      import('./contact-page').then((module) => ({ Component: module.ContactPage })),
    ),
  },
];
