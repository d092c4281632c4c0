import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one cache, shared by its screens and by route loaders that start a request early.
 * The spec's query cache: no automatic refetching and no retries unless a query asks for them
 * (status polling, conditions every 60 s), so that a failure shows instead of hiding behind
 * repeated calls.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/** The browser's cache; the server makes one per page it renders. */
export const queryClient = createQueryClient();
