import { MAX_TOASTS } from '@openheloc/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { BASE_PATH } from '../lib/base-path';
import { createQueryClient } from '../lib/query-client';
import { OrganizationProvider } from './organization-provider';
import { routes } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes, { basename: BASE_PATH }));
  return (
    <QueryClientProvider client={queryClient}>
      <OrganizationProvider>
        <RouterProvider router={router} />
        <Toaster visibleToasts={MAX_TOASTS} position="top-center" closeButton />
      </OrganizationProvider>
    </QueryClientProvider>
  );
}
