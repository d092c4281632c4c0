import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BASE_PATH } from '../lib/base-path';
import { queryClient } from '../lib/query-client';
import { Toaster } from '../lib/toasts/toaster';
import { OrganizationProvider } from './organization-provider';
import { patchRoutesOnNavigation } from './route-group';
import { routes } from './routes';

export function App() {
  const [router] = useState(() =>
    createBrowserRouter(routes, { basename: BASE_PATH, patchRoutesOnNavigation }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <OrganizationProvider>
        <RouterProvider router={router} />
        <Toaster />
      </OrganizationProvider>
    </QueryClientProvider>
  );
}
