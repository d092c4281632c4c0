import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

const page = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) =>
  lazyWithReload(() => load().then((module) => ({ Component: pick(module) })));

/** The signer's public pages: the index goes to the sign-in; resume takes the invitation link. */
export const signerPublicRoutes: RouteObject[] = [
  { path: 'heloc-signer', loader: () => redirect('/heloc-signer/login') },
  {
    path: 'heloc-signer/login',
    lazy: page(
      () => import('./login-page'),
      (m) => m.SignerLoginPage,
    ),
  },
  {
    path: 'heloc-signer/resume',
    lazy: page(
      () => import('./resume-page'),
      (m) => m.ResumePage,
    ),
  },
];

/** The signer's flow, behind sign-in (a missing session goes to the signer's own sign-in). */
export const signerRoutes: RouteObject[] = [
  {
    path: 'heloc-signer/identity',
    lazy: page(
      () => import('./identity-page'),
      (m) => m.SignerIdentityPage,
    ),
  },
  {
    path: 'heloc-signer/intro',
    lazy: page(
      () => import('./intro-page'),
      (m) => m.SignerIntroPage,
    ),
  },
  {
    path: 'heloc-signer/sign',
    lazy: page(
      () => import('./sign-page'),
      (m) => m.SignerSignPage,
    ),
  },
  {
    path: 'heloc-signer/documents',
    lazy: page(
      () => import('./documents-page'),
      (m) => m.SignerDocumentsPage,
    ),
  },
  {
    path: 'heloc-signer/notary/intro',
    lazy: page(
      () => import('./notary-intro-page'),
      (m) => m.SignerNotaryIntroPage,
    ),
  },
  {
    path: 'heloc-signer/notary/session',
    lazy: page(
      () => import('./notary-session-page'),
      (m) => m.SignerNotarySessionPage,
    ),
  },
  {
    path: 'heloc-signer/notary/error',
    lazy: page(
      () => import('./info-pages'),
      (m) => m.SignerNotaryErrorPage,
    ),
  },
  {
    path: 'heloc-signer/cancelled',
    lazy: page(
      () => import('./info-pages'),
      (m) => m.SignerCancelledPage,
    ),
  },
  {
    path: 'heloc-signer/error',
    lazy: page(
      () => import('./info-pages'),
      (m) => m.SignerErrorPage,
    ),
  },
  // The signer's document requests (each page goes back up while the flag is off).
  {
    path: 'heloc-signer/conditions',
    lazy: page(
      () => import('./conditions-page'),
      (m) => m.SignerConditionsPage,
    ),
  },
  {
    path: 'heloc-signer/conditions/upload-document',
    lazy: page(
      () => import('./upload-document-page'),
      (m) => m.SignerUploadDocumentPage,
    ),
  },
  {
    path: 'heloc-signer/conditions/identity',
    lazy: page(
      () => import('./identity-condition-page'),
      (m) => m.SignerIdentityConditionPage,
    ),
  },
  { path: 'heloc-signer/conditions/*', loader: () => redirect('/heloc-signer/conditions') },
  // Any other path goes back up.
  { path: 'heloc-signer/*', loader: () => redirect('/heloc-signer/resume') },
];
