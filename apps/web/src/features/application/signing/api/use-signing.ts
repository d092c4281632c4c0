import { zSigningView } from '@openheloc/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signingKey, signingPaths } from './signing-paths';

/** The closing documents, their hashes and what is signed; read fresh on every visit. */
export function useSigning(uuid: string) {
  return useQuery({
    queryKey: signingKey(uuid),
    queryFn: ({ signal }) => api.request(signingPaths.view(uuid), { schema: zSigningView, signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
