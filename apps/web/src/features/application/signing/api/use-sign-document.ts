import { zSigningView, type SignDocumentRequest } from '@openheloc/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signingKey, signingPaths } from './signing-paths';

/** Signs one closing document; the answer (every document's status) replaces the list. */
export function useSignDocument(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentUuid, body }: { documentUuid: string; body: SignDocumentRequest }) =>
      api.request(signingPaths.signatures(uuid, documentUuid), {
        method: 'POST',
        body,
        schema: zSigningView,
      }),
    onSuccess: (view) => queryClient.setQueryData(signingKey(uuid), view),
  });
}
