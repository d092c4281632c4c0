import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';
import { redirectIfSignedIn } from './redirect-if-signed-in';

/** Public sign-in routes: they sit beside the guarded group, not inside it. */
export const authRoutes: RouteObject[] = [
  {
    path: 'auth/login',
    loader: redirectIfSignedIn,
    lazy: lazyWithReload(() =>
      import('./login-page').then((module) => ({ Component: module.LoginPage })),
    ),
  },
  {
    path: 'auth/forgot-password',
    lazy: lazyWithReload(() =>
      import('./forgot-password-page').then((module) => ({ Component: module.ForgotPasswordPage })),
    ),
  },
  {
    path: 'auth/reset-password',
    lazy: lazyWithReload(() =>
      import('./reset-password-page').then((module) => ({ Component: module.ResetPasswordPage })),
    ),
  },
];
