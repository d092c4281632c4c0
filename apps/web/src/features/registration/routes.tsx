import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';
import { LEGACY_FLOW, V2_FLOW, type RegistrationFlow } from './flow/flow-definitions';
import { stepHandle } from './flow/route-handle';
import { prefetchRedesignFlag } from './layout/redesign-flag';
import type { StepKind } from './flow/step-kinds';

/** A lazily loaded screen: the module's export named `name` becomes the route's Component. */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazyWithReload(() =>
    load().then((module) => ({ Component: module[name] as ComponentType })),
  );
}

const STEP_SCREENS: Record<StepKind, RouteObject['lazy']> = {
  property: screen(() => import('./steps/property-step'), 'PropertyStep'),
  home: screen(() => import('./steps/home-address-step'), 'HomeAddressStep'),
  forSale: screen(() => import('./steps/for-sale-step'), 'ForSaleStep'),
  income: screen(() => import('./steps/annual-income-step'), 'AnnualIncomeStep'),
  name: screen(() => import('./steps/legal-name-step'), 'LegalNameStep'),
  birthdate: screen(() => import('./steps/birthdate-step'), 'BirthdateStep'),
  contact: screen(() => import('./steps/phone-and-email-step'), 'PhoneAndEmailStep'),
  account: screen(() => import('./steps/set-password-step'), 'SetPasswordStep'),
};

/** A flow's steps as child routes; the step with the empty segment is the index. */
function stepRoutes(flow: RegistrationFlow): RouteObject[] {
  return flow.steps.map(({ kind, segment }) => {
    const common = { handle: stepHandle(kind), lazy: STEP_SCREENS[kind] };
    return segment === '' ? { index: true, ...common } : { path: segment, ...common };
  });
}

/** Public registration routes: /register (the older flow) and /register-v2. */
export const registrationRoutes: RouteObject[] = [
  {
    path: LEGACY_FLOW.basePath.slice(1),
    children: [
      {
        lazy: screen(() => import('./layout/legacy-layout'), 'LegacyLayout'),
        children: [
          {
            index: true,
            handle: stepHandle('property'),
            lazy: screen(() => import('./pages/register-index'), 'RegisterIndex'),
          },
          ...stepRoutes(LEGACY_FLOW),
        ],
      },
      {
        path: 'account-setup',
        lazy: screen(() => import('./pages/account-setup-page'), 'AccountSetupPage'),
      },
      { path: 'support', lazy: screen(() => import('./pages/support-page'), 'SupportPage') },
    ],
  },
  {
    path: V2_FLOW.basePath.slice(1),
    loader: prefetchRedesignFlag,
    lazy: screen(() => import('./layout/v2-layout'), 'V2Layout'),
    children: stepRoutes(V2_FLOW),
  },
];
