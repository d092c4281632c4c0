import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompleteNotarizationRequest } from '@openheloc/domain';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/button';
import { RoomConversation } from '@/components/notary-room/room-conversation';
import { RoomVideos } from '@/components/notary-room/room-videos';
import { PageHeading } from '@/components/page-heading';
import { TextLink } from '@/components/text-link';
import { useDocumentTitle } from '@/lib/document-title';
import { useNotaryRoom } from '@/lib/notary-room/use-notary-room';
import { RequireOpsUser } from '@/lib/ops-auth/require-ops-user';
import { CompleteNotarizationDialog } from './complete-notarization-dialog';
import {
  completeNotarization,
  fetchNotarySessions,
  NOTARY_SESSIONS_QUERY_KEY,
  NOTARY_SESSIONS_REFETCH_MS,
  notaryRoomTicket,
} from './notary-api';
import { RoomFiles } from './room-files';
import { SignerNotarizations } from './signer-notarizations';

const TITLE = 'Notary session';

function NotaryRoom({ applicationUuid }: { applicationUuid: string }) {
  const queryClient = useQueryClient();
  const ticket = useCallback(() => notaryRoomTicket(applicationUuid), [applicationUuid]);
  const room = useNotaryRoom({ role: 'NOTARY', ticket });
  const [confirming, setConfirming] = useState(false);
  const complete = useMutation({
    mutationFn: (request: CompleteNotarizationRequest) =>
      completeNotarization(applicationUuid, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTARY_SESSIONS_QUERY_KEY }),
  });
  const sessions = useQuery({
    queryKey: NOTARY_SESSIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchNotarySessions(signal),
    refetchInterval: NOTARY_SESSIONS_REFETCH_MS,
  });
  const session = sessions.data?.sessions.find((s) => s.applicationUuid === applicationUuid);
  // Everyone on the owners' side of the room: the borrower, and any co-owner, by their own name.
  const owners = room.present.filter((person) => person.role === 'BORROWER');
  const isCoOwner = (name: string) =>
    session !== undefined &&
    name !== session.borrowerName &&
    session.signers.some((signer) => signer.name === name);
  const captionOf = (name: string) =>
    isCoOwner(name) ? `${name}, co-owner` : `${name}, the borrower`;
  // One tile per owner: a person with a second connection (a reload not yet noticed as gone)
  // shows whichever of theirs plays, the latest first.
  const videoOf = (name: string) =>
    room.remotes.findLast((remote) => remote.name === name && remote.stream)?.stream ?? null;
  const connecting = owners.filter((person) => !videoOf(person.name)).map((p) => p.name);
  const done = complete.data?.completedAt ?? room.completedAt;

  const status = done
    ? 'Notarization complete. The borrower moves on to insurance and funding.'
    : room.connection === 'connecting'
      ? 'Joining the session…'
      : room.connection === 'closed'
        ? 'You are no longer connected to the session.'
        : owners.length === 0
          ? 'The borrower is not in the session.'
          : connecting.length === 0
            ? `Connected with ${owners.map((p) => p.name).join(' and ')}.`
            : `${connecting.join(' and ')} ${connecting.length === 1 ? 'is' : 'are'} here. Connecting video…`;

  return (
    <>
      <p role="status" className="mb-4 rounded-lg bg-brand-50 p-4 font-semibold text-brand-800">
        {status}
      </p>
      {room.error ? (
        <p role="alert" className="mb-4 rounded-lg border-2 border-error p-4 font-semibold">
          {room.error}
        </p>
      ) : null}
      {room.camera === 'refused' || room.camera === 'unavailable' ? (
        <p role="alert" className="mb-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
          Your camera is off: the borrower cannot see you. Allow the camera in the browser and
          reload to be seen; you can still see and chat with the borrower.
        </p>
      ) : null}
      <RoomVideos
        remotes={
          owners.length === 0
            ? [
                {
                  key: 'waiting',
                  stream: null,
                  caption: 'The borrower',
                  placeholder: 'Waiting for the borrower',
                },
              ]
            : owners.map((person) => ({
                key: person.name,
                stream: videoOf(person.name),
                caption: captionOf(person.name),
                placeholder: 'Connecting video…',
              }))
        }
        localStream={room.localStream}
        localPlaceholder={room.camera === 'starting' ? 'Starting your camera…' : 'Camera off'}
      />
      <RoomConversation room={room} ownRole="NOTARY" />
      {done ? null : (
        <RoomFiles applicationUuid={applicationUuid} inRoom={room.connection === 'open'} />
      )}
      {done ? null : <SignerNotarizations applicationUuid={applicationUuid} />}
      <section
        aria-labelledby="complete-heading"
        className="mt-6 rounded-xl border border-line p-4"
      >
        <h2 id="complete-heading" className="text-lg font-semibold">
          Complete the notarization
        </h2>
        <p className="mt-1">
          Once you have checked the borrower’s photo ID and witnessed the deed of trust, complete
          the notarization. You confirm first, with your county and commission: your name, the time
          and your electronic seal go on the notary acknowledgment.
        </p>
        {done ? null : (
          <>
            <Button type="button" className="mt-3" onClick={() => setConfirming(true)}>
              Complete notarization
            </Button>
            <CompleteNotarizationDialog
              open={confirming}
              onOpenChange={setConfirming}
              signers={
                owners.length > 0
                  ? owners.map((person) => person.name).join(' and ')
                  : 'the borrower'
              }
              onConfirm={async (request) => {
                await complete.mutateAsync(request);
              }}
            />
          </>
        )}
      </section>
    </>
  );
}

/** A notary's seat in one application's eNotary room, with the action only they may take. */
export function NotaryRoomPage() {
  useDocumentTitle(TITLE);
  const { applicationUuid = '' } = useParams();
  return (
    <RequireOpsUser roles={['NOTARY', 'ADMIN']}>
      <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
        <p className="mb-4">
          <TextLink to="/ops/notary">All notary sessions</TextLink>
        </p>
        <PageHeading caption="Operations">{TITLE}</PageHeading>
        <NotaryRoom applicationUuid={applicationUuid} />
      </div>
    </RequireOpsUser>
  );
}
