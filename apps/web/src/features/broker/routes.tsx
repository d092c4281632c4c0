import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/** The broker sign-in: public, under /auth/login so the public paths already cover it. */
export const brokerPublicRoutes: RouteObject[] = [
  {
    path: 'auth/login/broker',
    lazy: lazyWithReload(() =>
      import('./broker-login-page').then((module) => ({ Component: module.BrokerLoginPage })),
    ),
  },
];

/** The broker's list of referred applications, behind the sign-in guard. */
export const brokerRoutes: RouteObject[] = [
  {
    path: 'broker',
    lazy: lazyWithReload(() =>
      import('./broker-page').then((module) => ({ Component: module.BrokerPage })),
    ),
  },
];
