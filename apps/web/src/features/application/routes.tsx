import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';
import { bankRoutes } from './bank/routes';
import { bpoRoutes } from './bpo/routes';
import { completeRoutes } from './complete/routes';
import { conditionsRoutes } from './conditions/routes';
import { creditRoutes } from './credit/routes';
import { documentRoutes } from './document/routes';
import { errorRoutes } from './error/routes';
import { holdRoutes } from './hold/routes';
import { identityRoutes } from './identity/routes';
import { incomeRoutes } from './income/routes';
import { insuranceRoutes } from './insurance/routes';
import { liensRoutes } from './liens/routes';
import { merchantRoutes } from './merchant/routes';
import { notaryRoutes } from './notary/routes';
import { productRoutes } from './product/routes';
import { reviewAppRoutes } from './review-app/routes';
import { signingRoutes } from './signing/routes';
import { settingsRoutes } from './shell/settings/routes';
import { startRoutes } from './start/routes';

/**
 * The signed-in borrower's routes: the dashboard, and under /{uuid} the application layout with
 * one routes file per stage. A page the application allows but no stage provides says so; any
 * other page is redirected by the layout to where the borrower belongs.
 */
export const applicationRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: lazyWithReload(() =>
      import('./shell/dashboard/dashboard-page').then((module) => ({
        Component: module.DashboardPage,
      })),
    ),
  },
  ...settingsRoutes,
  {
    path: 'plaid-oauth-success',
    lazy: lazyWithReload(() =>
      import('./income/plaid-oauth-success-page').then((module) => ({
        Component: module.PlaidOauthSuccessPage,
      })),
    ),
  },
  {
    path: ':uuid',
    lazy: lazyWithReload(() =>
      import('./shell/application-layout').then((module) => ({
        Component: module.ApplicationLayout,
      })),
    ),
    children: [
      {
        index: true,
        lazy: lazyWithReload(() =>
          import('./shell/application-index').then((module) => ({
            Component: module.ApplicationIndex,
          })),
        ),
      },
      ...startRoutes,
      ...creditRoutes,
      ...reviewAppRoutes,
      ...liensRoutes,
      ...productRoutes,
      ...documentRoutes,
      ...errorRoutes,
      ...incomeRoutes,
      ...identityRoutes,
      ...bankRoutes,
      ...signingRoutes,
      ...notaryRoutes,
      ...insuranceRoutes,
      ...merchantRoutes,
      ...bpoRoutes,
      ...holdRoutes,
      ...conditionsRoutes,
      ...completeRoutes,
      {
        path: '*',
        lazy: lazyWithReload(() =>
          import('./shell/missing-step-page').then((module) => ({
            Component: module.MissingStepPage,
          })),
        ),
      },
    ],
  },
];
