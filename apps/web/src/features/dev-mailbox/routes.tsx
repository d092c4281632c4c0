import type { RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/** The development mailbox: public, outside production only (the page checks). */
export const devMailboxRoutes: RouteObject[] = [
  {
    path: 'dev/mailbox',
    lazy: lazyWithReload(() =>
      import('./mailbox-page').then((module) => ({ Component: module.MailboxPage })),
    ),
  },
];
