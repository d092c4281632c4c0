import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';
import { requireDocumentLoad } from './document-load';

/** A lazily loaded page: the module's export named `name` becomes the route's Component. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazyWithReload(() =>
    load().then((module) => ({ Component: module[name] as ComponentType })),
  );
}

/**
 * Public legal pages. Terms, privacy, licenses and communications are reached by a full page
 * load (the spec's redirect rule), which their loader enforces for any in-app navigation.
 */
export const legalRoutes: RouteObject[] = [
  {
    path: 'terms',
    loader: requireDocumentLoad,
    lazy: page(() => import('./terms-page'), 'TermsPage'),
  },
  {
    path: 'privacy',
    loader: requireDocumentLoad,
    lazy: page(() => import('./privacy-page'), 'PrivacyPage'),
  },
  {
    path: 'communications',
    loader: requireDocumentLoad,
    lazy: page(() => import('./communications-page'), 'CommunicationsPage'),
  },
  {
    path: 'licenses',
    loader: requireDocumentLoad,
    lazy: page(() => import('./licenses-page'), 'LicensesPage'),
  },
  { path: 'coming-soon', lazy: page(() => import('./coming-soon-page'), 'ComingSoonPage') },
];
