import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../lib/toasts/toaster';
import type { InjectedOrganization } from '../lib/organization/read-injected-organization';
import { OrganizationProvider } from './organization-provider';

interface AppProps {
  queryClient: QueryClient;
  organization: InjectedOrganization;
  /** The router: the browser's RouterProvider, or the server's StaticRouterProvider. */
  children: ReactNode;
}

/** Everything around the router; the same tree on the server and in the browser. */
export function App({ queryClient, organization, children }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <OrganizationProvider injected={organization}>
        {children}
        <Toaster />
      </OrganizationProvider>
    </QueryClientProvider>
  );
}
