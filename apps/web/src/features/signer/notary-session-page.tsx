import { Link } from 'react-router';
import { buttonClasses } from '@/components/button-classes';
import { linkClasses } from '@/components/link-classes';
import { RoomConversation } from '@/components/notary-room/room-conversation';
import { RoomVideos } from '@/components/notary-room/room-videos';
import { useNotaryRoom } from '@/lib/notary-room/use-notary-room';
import { requestSignerRoomTicket, useSignerHome } from './signer-api';
import { SignerScreen } from './signer-screen';

/**
 * heloc-signer/notary/session: the eNotary room, on the borrower's side, under the signer's own
 * name. The notary notarizes them there; this page learns it from the signer's status.
 */
export function SignerNotarySessionPage() {
  const home = useSignerHome({ refetchInterval: 3_000 });
  const notarized = home.data?.status === 'NOTARIZED';
  const room = useNotaryRoom({ role: 'BORROWER', ticket: requestSignerRoomTicket });
  const notary = room.present.find((person) => person.role === 'NOTARY');
  const status = notarized
    ? 'Your notarization is complete.'
    : room.connection === 'connecting'
      ? 'Connecting to your session…'
      : room.connection === 'closed'
        ? 'You are no longer connected to the session.'
        : notary
          ? room.remoteStream
            ? `You are connected with ${notary.name}.`
            : `${notary.name} has joined. Connecting video…`
          : 'You are in the waiting room. A notary will join you shortly.';

  return (
    <SignerScreen title="Your eNotary session" caption="Notary" width="wide">
      <p role="status" className="mb-4 rounded-lg bg-brand-50 p-4 font-semibold text-brand-800">
        {status}
      </p>
      {notarized ? (
        <Link to="/heloc-signer/documents" className={`${buttonClasses()} mb-4`}>
          See your documents
        </Link>
      ) : null}
      {room.error && !notarized ? (
        <div role="alert" className="mb-4 rounded-lg border-2 border-error p-4">
          <p className="font-semibold">{room.error}</p>
          <p className="mt-1">
            <Link to="/heloc-signer/notary/error" className={linkClasses}>
              What to do if the session does not start
            </Link>
          </p>
        </div>
      ) : null}
      <RoomVideos
        remotes={[
          {
            key: 'notary',
            stream: room.remoteStream,
            caption: notary ? `${notary.name}, your notary` : 'Your notary',
            placeholder: notary ? 'Connecting video…' : 'Waiting for your notary',
          },
        ]}
        localStream={room.localStream}
        localPlaceholder={room.camera === 'on' ? '' : 'Your camera is not on'}
      />
      {notarized ? null : (
        <p className="mt-4 text-muted">
          Have your photo ID ready. The notary will ask you to hold it up to the camera.
        </p>
      )}
      <RoomConversation room={room} ownRole="BORROWER" />
    </SignerScreen>
  );
}
