import {
  checksWaitForOperations,
  SIGNER_CREDIT_LABELS,
  SIGNER_IDENTITY_LABELS,
} from '@openheloc/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/button';
import {
  completeSignerNotarization,
  fetchNotarySessions,
  NOTARY_SESSIONS_QUERY_KEY,
  NOTARY_SESSIONS_REFETCH_MS,
} from './notary-api';

/**
 * The application's additional signers: each is notarized on their own, while in the session,
 * before the application's notarization can be completed.
 */
export function SignerNotarizations({ applicationUuid }: { applicationUuid: string }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: NOTARY_SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchNotarySessions(signal),
    refetchInterval: NOTARY_SESSIONS_REFETCH_MS,
  });
  const notarize = useMutation({
    mutationFn: (signerUuid: string) => completeSignerNotarization(applicationUuid, signerUuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTARY_SESSIONS_QUERY_KEY }),
  });
  const signers =
    sessions.data?.sessions.find((session) => session.applicationUuid === applicationUuid)
      ?.signers ?? [];
  if (signers.length === 0) return null;
  return (
    <section aria-labelledby="signers-heading" className="mt-6 rounded-xl border border-line p-4">
      <h2 id="signers-heading" className="text-lg font-semibold">
        Additional signers
      </h2>
      <p className="mt-1">
        Each owner who signs is notarized on their own, in this session, before the application.
      </p>
      {notarize.isError ? (
        <p role="alert" className="mt-2 font-semibold text-error">
          {notarize.error.message}
        </p>
      ) : null}
      <ul className="mt-3 space-y-3">
        {signers.map((signer) => (
          <li key={signer.uuid} className="border-t border-line pt-3">
            <p className="font-semibold">{signer.name}</p>
            {signer.identity !== 'NOT_REQUIRED' ? (
              <p className="text-sm">
                Co-borrower: {SIGNER_IDENTITY_LABELS[signer.identity]};{' '}
                {SIGNER_CREDIT_LABELS[signer.credit]}
                {checksWaitForOperations(signer) ? (
                  <strong className="ml-1 text-error">(waiting for operations)</strong>
                ) : null}
              </p>
            ) : null}
            <p className="text-sm">
              {signer.notarized
                ? 'Notarized'
                : !signer.signed
                  ? 'Has not signed yet'
                  : signer.present
                    ? 'Signed, in the session'
                    : 'Signed, not in the session'}
            </p>
            {signer.signed && !signer.notarized ? (
              <Button
                type="button"
                className="mt-2"
                busy={notarize.isPending && notarize.variables === signer.uuid}
                onClick={() => notarize.mutate(signer.uuid)}
              >
                Notarize {signer.name}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
