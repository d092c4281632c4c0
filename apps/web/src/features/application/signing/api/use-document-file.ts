import { useQuery } from '@tanstack/react-query';
import { fetchFile } from '@/lib/fetch-file';
import { signingPaths } from './signing-paths';

/** A closing document's bytes, as generated, to show and to check against its hash. */
export function useDocumentFile(uuid: string, documentUuid: string) {
  return useQuery({
    queryKey: ['signing', uuid, 'file', documentUuid],
    queryFn: ({ signal }) => fetchFile(signingPaths.content(uuid, documentUuid), signal),
    staleTime: Infinity,
    retry: 1,
  });
}
