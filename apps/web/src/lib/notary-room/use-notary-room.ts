import {
  type NotaryChatMessage,
  type NotaryParticipant,
  type NotaryRole,
  type NotaryRoomTicket,
  type NotaryServerFrame,
  type NotarySignal,
} from '@openheloc/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPeerLink, type PeerLink } from './peer-link';

const PING_INTERVAL_MS = 10_000;

export type RoomConnection = 'connecting' | 'open' | 'closed';
export type CameraState = 'starting' | 'on' | 'refused' | 'unavailable';

export interface NotaryRoom {
  connection: RoomConnection;
  /** Why the room could not be opened or was left, in words for the person. */
  error: string | null;
  present: NotaryParticipant[];
  messages: NotaryChatMessage[];
  camera: CameraState;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  completedAt: string | null;
  sendChat: (text: string) => boolean;
}

function socketUrl(path: string): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${path}`;
}

async function openCamera(): Promise<{ stream: MediaStream | null; camera: CameraState }> {
  if (!navigator.mediaDevices?.getUserMedia) return { stream: null, camera: 'unavailable' };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    return { stream, camera: 'on' };
  } catch (error) {
    const refused = error instanceof DOMException && error.name === 'NotAllowedError';
    return { stream: null, camera: refused ? 'refused' : 'unavailable' };
  }
}

/**
 * A seat in an application's notary room: the socket (presence, chat, signalling), this side's
 * camera and microphone, and the video link to the other party. The notary calls when the
 * borrower is in the room; the borrower answers. Chat works whatever happens to the camera.
 */
export function useNotaryRoom(options: {
  role: NotaryRole;
  /** Asks the server for a ticket into the room (the borrower's or the notary's route); memoised. */
  ticket: () => Promise<NotaryRoomTicket>;
}): NotaryRoom {
  const { role, ticket } = options;
  const [connection, setConnection] = useState<RoomConnection>('connecting');
  const [error, setError] = useState<string | null>(null);
  const [present, setPresent] = useState<NotaryParticipant[]>([]);
  const [messages, setMessages] = useState<NotaryChatMessage[]>([]);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [completedAt, setCompletedAt] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);

  useEffect(() => {
    let stopped = false;
    let socket: WebSocket | null = null;
    let ping: number | undefined;
    let peer: PeerLink | null = null;
    let otherPresent = false;
    const media = openCamera().then((result) => {
      if (stopped) {
        for (const track of result.stream?.getTracks() ?? []) track.stop();
      } else {
        setLocalStream(result.stream);
        setCamera(result.camera);
      }
      return result.stream;
    });
    const send = (frame: object) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
    };
    const sendSignal = (signal: NotarySignal) => send({ type: 'signal', signal });
    // Signalling steps run one after another: an answer never overtakes its offer.
    let signalling = Promise.resolve();
    const inOrder = (work: () => Promise<void>) => {
      signalling = signalling.then(work).catch(() => {
        // A failed negotiation leaves the video off; the next offer starts again.
      });
    };
    const newPeer = async () => {
      peer?.close();
      const stream = await media;
      if (stopped) return null;
      peer = createPeerLink({
        role,
        localStream: stream,
        send: sendSignal,
        onRemoteStream: setRemoteStream,
      });
      return peer;
    };
    const onPresence = (people: NotaryParticipant[]) => {
      setPresent(people);
      const other = people.some((person) => person.role !== role);
      if (other && !otherPresent && role === 'NOTARY') {
        inOrder(async () => {
          await (await newPeer())?.offer();
        });
      }
      if (!other && otherPresent) {
        peer?.close();
        peer = null;
      }
      otherPresent = other;
    };
    const onFrame = (frame: NotaryServerFrame) => {
      if (frame.type === 'joined') {
        setConnection('open');
        setMessages(frame.messages);
        onPresence(frame.present);
      } else if (frame.type === 'presence') onPresence(frame.present);
      else if (frame.type === 'chat') {
        setMessages((list) =>
          list.some((m) => m.seq === frame.message.seq) ? list : [...list, frame.message],
        );
      } else if (frame.type === 'signal') {
        const { signal } = frame;
        inOrder(async () => {
          if (signal.kind === 'offer') await (await newPeer())?.receive(signal);
          else await peer?.receive(signal);
        });
      } else if (frame.type === 'completed') setCompletedAt(frame.completedAt);
      else if (frame.type === 'error') setError(frame.message);
    };

    ticket()
      .then((granted) => {
        if (stopped) return;
        socket = new WebSocket(socketUrl(granted.socketPath));
        socketRef.current = socket;
        socket.onopen = () => {
          send({ type: 'join', ticket: granted.ticket });
          ping = window.setInterval(() => send({ type: 'ping' }), PING_INTERVAL_MS);
        };
        socket.onmessage = (event) => onFrame(JSON.parse(String(event.data)) as NotaryServerFrame);
        socket.onclose = () => {
          window.clearInterval(ping);
          if (!stopped) setConnection('closed');
        };
      })
      .catch((failure: unknown) => {
        if (stopped) return;
        setError(failure instanceof Error ? failure.message : 'Something unexpected happened');
        setConnection('closed');
      });

    return () => {
      stopped = true;
      window.clearInterval(ping);
      socket?.close();
      peer?.close();
      void media.then((stream) => {
        for (const track of stream?.getTracks() ?? []) track.stop();
      });
    };
  }, [role, ticket]);

  const sendChat = useCallback((text: string) => {
    const socket = socketRef.current;
    if (socket?.readyState !== WebSocket.OPEN || text.trim() === '') return false;
    socket.send(JSON.stringify({ type: 'chat', text }));
    return true;
  }, []);

  return {
    connection,
    error,
    present,
    messages,
    camera,
    localStream,
    remoteStream,
    completedAt,
    sendChat,
  };
}
