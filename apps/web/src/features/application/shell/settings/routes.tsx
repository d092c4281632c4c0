import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/** /dashboard/settings and a page per change (e-mail, mobile phone, password). */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'dashboard/settings',
    lazy: lazyWithReload(() =>
      import('./settings-page').then((module) => ({ Component: module.SettingsPage })),
    ),
  },
  {
    path: 'dashboard/settings/email',
    lazy: lazyWithReload(() =>
      import('./change-email-page').then((module) => ({ Component: module.ChangeEmailPage })),
    ),
  },
  {
    path: 'dashboard/settings/phone-number',
    lazy: lazyWithReload(() =>
      import('./change-phone-page').then((module) => ({ Component: module.ChangePhonePage })),
    ),
  },
  {
    path: 'dashboard/settings/password',
    lazy: lazyWithReload(() =>
      import('./change-password-page').then((module) => ({
        Component: module.ChangePasswordPage,
      })),
    ),
  },
  {
    path: 'dashboard/settings/two-factor',
    lazy: lazyWithReload(() =>
      import('./two-factor-page').then((module) => ({ Component: module.TwoFactorPage })),
    ),
  },
];
