import { Navigate, type RouteObject } from 'react-router';
import { lazyWithReload } from '@/app/lazy-with-reload';

/**
 * The income screens, under /{uuid}/: each a route whose path is its full path below the
 * application ('income/…'), loaded lazily with lazyWithReload. income/link alone goes to review.
 */
export const incomeRoutes: RouteObject[] = [
  {
    path: 'income/review',
    lazy: lazyWithReload(() =>
      import('./review-page').then((module) => ({ Component: module.ReviewPage })),
    ),
  },
  { path: 'income/link', element: <Navigate to="../review" relative="path" replace /> },
  {
    path: 'income/link/:type',
    lazy: lazyWithReload(() =>
      import('./link-page').then((module) => ({ Component: module.LinkPage })),
    ),
  },
  {
    path: 'income/pointserv-callback',
    lazy: lazyWithReload(() =>
      import('./pointserv-callback-page').then((module) => ({
        Component: module.PointservCallbackPage,
      })),
    ),
  },
  {
    path: 'income/upload/:type',
    lazy: lazyWithReload(() =>
      import('./upload-page').then((module) => ({ Component: module.UploadPage })),
    ),
  },
  {
    path: 'income/employer-verification',
    lazy: lazyWithReload(() =>
      import('./employer-verification-page').then((module) => ({
        Component: module.EmployerVerificationPage,
      })),
    ),
  },
];
