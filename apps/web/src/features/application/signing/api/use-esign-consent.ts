import { zSigningView, type ESignConsentRequest } from '@openheloc/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { signingKey, signingPaths } from './signing-paths';

/** Records the E-SIGN consent; the answer is the signing view, kept for the next screen. */
export function useESignConsent(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ESignConsentRequest) =>
      api.request(signingPaths.consent(uuid), { method: 'POST', body, schema: zSigningView }),
    onSuccess: (view) => queryClient.setQueryData(signingKey(uuid), view),
  });
}
