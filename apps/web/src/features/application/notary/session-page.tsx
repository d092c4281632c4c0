import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { RoomConversation } from '@/components/notary-room/room-conversation';
import { RoomVideos } from '@/components/notary-room/room-videos';
import { linkClasses } from '@/components/link-classes';
import { useNotaryRoom, type CameraState } from '@/lib/notary-room/use-notary-room';
import { applicationKeys } from '../routing/application-api';
import { useApplicationContext } from '../routing/application-context';
import { ApplicationScreen } from '../shell/application-screen';
import { NOTARY_CAPTION, requestRoomTicket } from './notary-api';

const CAMERA_MESSAGES: Record<Exclude<CameraState, 'on'>, string> = {
  starting: 'Starting your camera…',
  refused:
    'Your browser is not letting us use your camera and microphone. The notary needs to see you: allow the camera in your browser’s address bar, then reload this page. You can keep chatting meanwhile.',
  unavailable:
    'We could not find a camera and microphone on this device. Try another device with a camera, or chat with the notary below.',
};

/**
 * notary/session: the eNotary room. Your camera preview, the notary's video, who is in the
 * session, the chat, and the status; when the notary completes the notarization, the
 * application moves on.
 */
export function NotarySessionPage() {
  const { uuid, pathTo, followResolvedRoute } = useApplicationContext();
  const ticket = useCallback(() => requestRoomTicket(uuid), [uuid]);
  const room = useNotaryRoom({ role: 'BORROWER', ticket });
  const notary = room.present.find((person) => person.role === 'NOTARY');

  const queryClient = useQueryClient();
  const followed = useRef<string | null>(null);
  // The notary moved the application on: read it again before following it, once, or the stale
  // status (still the notary step) would send the borrower back to notary/intro.
  useEffect(() => {
    if (!room.completedAt || followed.current === room.completedAt) return;
    followed.current = room.completedAt;
    void queryClient
      .invalidateQueries({ queryKey: applicationKeys.all(uuid) })
      .then(() => followResolvedRoute());
  }, [room.completedAt, followResolvedRoute, queryClient, uuid]);

  const status = room.completedAt
    ? 'Your notarization is complete. Taking you to the next step…'
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
    <ApplicationScreen caption={NOTARY_CAPTION} title="Your eNotary session" width="wide">
      <p role="status" className="mb-4 rounded-lg bg-brand-50 p-4 font-semibold text-brand-800">
        {status}
      </p>
      {room.error ? (
        <div role="alert" className="mb-4 rounded-lg border-2 border-error p-4">
          <p className="font-semibold">{room.error}</p>
          <p className="mt-1">
            <Link to={pathTo('notary/error')} className={linkClasses}>
              What to do if the session does not start
            </Link>
          </p>
        </div>
      ) : null}
      {room.camera === 'refused' || room.camera === 'unavailable' ? (
        <div role="alert" className="mb-4 rounded-lg border-l-4 border-brand-700 bg-brand-50 p-4">
          <p>{CAMERA_MESSAGES[room.camera]}</p>
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
        localPlaceholder={room.camera === 'on' ? '' : CAMERA_MESSAGES[room.camera].split('.')[0]}
      />
      <p className="mt-4 text-muted">
        Have your photo ID ready. The notary will ask you to hold it up to the camera.
      </p>
      <RoomConversation room={room} ownRole="BORROWER" />
    </ApplicationScreen>
  );
}
