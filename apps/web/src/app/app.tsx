import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BASE_PATH } from '../lib/base-path';
import { queryClient } from '../lib/query-client';
import { Toaster } from '../lib/toasts/toaster';
import { OrganizationProvider } from './organization-provider';
import { patchRoutesOnNavigation } from './route-group';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router; creating it starts the first navigation (route loaders, lazy screens). */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes, { basename: BASE_PATH, patchRoutesOnNavigation });
}

export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <OrganizationProvider>
        <RouterProvider router={router} />
        <Toaster />
      </OrganizationProvider>
    </QueryClientProvider>
  );
}
