import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { applicationKeys } from '@/features/application/routing/application-api';
import {
  CO_DEED_STATUS_REFETCH_MS,
  coDeedStatusKey,
  fetchCoDeedStatus,
  isWaitingForCoOwners,
  ownStatusOf,
  waitingSentence,
} from './co-deed-status';

/**
 * Where the borrower waits for their co-owners: co-deed/status says how many are still to sign
 * and is asked again while any are; once everyone is done, the application is read again so the
 * borrower moves on to the next step.
 */
export function CoOwnersWaiting({ uuid }: { uuid: string }) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: coDeedStatusKey,
    queryFn: ({ signal }) => fetchCoDeedStatus(signal),
    refetchInterval: (query) =>
      query.state.data && isWaitingForCoOwners(ownStatusOf(query.state.data, uuid))
        ? CO_DEED_STATUS_REFETCH_MS
        : false,
  });
  const own = status.data ? ownStatusOf(status.data, uuid) : null;
  const waited = useRef(false);
  const waiting = isWaitingForCoOwners(own);

  useEffect(() => {
    if (waiting) waited.current = true;
    else if (waited.current && own?.coDeedStatus === 'COMPLETE') {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all(uuid) });
    }
  }, [waiting, own?.coDeedStatus, queryClient, uuid]);

  if (!own || own.coDeedStatus === 'NOT_REQUIRED') return null;
  return (
    <div role="status" className="mb-6 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
      {own.coDeedStatus === 'COMPLETE' ? (
        <p className="font-semibold">Everyone who signs with you has signed and met the notary.</p>
      ) : (
        <>
          <p className="font-semibold">{waitingSentence(own)}</p>
          <p className="mt-1">
            {own.coDeedStatus === 'ON_HOLD'
              ? 'Our team is reviewing a co-borrower’s identity or credit check; we will let you know when it is done.'
              : 'This page updates by itself as they finish; you can also leave and come back.'}
          </p>
        </>
      )}
    </div>
  );
}
