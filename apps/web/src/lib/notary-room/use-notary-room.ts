import {
  type NotaryChatMessage,
  type NotaryParticipant,
  type NotaryPeer,
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

export interface RemoteVideo {
  peerId: string;
  name: string;
  stream: MediaStream | null;
}

export interface NotaryRoom {
  connection: RoomConnection;
  /** Why the room could not be opened or was left, in words for the person. */
  error: string | null;
  present: NotaryParticipant[];
  messages: NotaryChatMessage[];
  camera: CameraState;
  localStream: MediaStream | null;
  /** The connections across the table (for the notary, each owner's), with their video once it plays. */
  remotes: RemoteVideo[];
  /** The latest video from across the table: for an owner, the notary's. */
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
 * camera and microphone, and a video link to each connection across the table. The notary calls
 * each owner's connection as it arrives; owners answer. Chat works whatever happens to the camera.
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
  const [peers, setPeers] = useState<NotaryPeer[]>([]);
  const [remoteStreams, setRemoteStreams] = useState<Record<string, MediaStream>>({});
  const [completedAt, setCompletedAt] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);

  useEffect(() => {
    let stopped = false;
    let socket: WebSocket | null = null;
    let ping: number | undefined;
    // One video link per connection across the table, by its peer id.
    const links = new Map<string, PeerLink>();
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
    // Signalling steps run one after another: an answer never overtakes its offer.
    let signalling = Promise.resolve();
    const inOrder = (work: () => Promise<void>) => {
      signalling = signalling.then(work).catch(() => {
        // A failed negotiation leaves that video off; the next offer starts again.
      });
    };
    const showStream = (peerId: string, stream: MediaStream | null) =>
      setRemoteStreams((shown) => {
        const { [peerId]: _gone, ...rest } = shown;
        return stream ? { ...rest, [peerId]: stream } : rest;
      });
    const drop = (peerId: string) => {
      links.get(peerId)?.close();
      links.delete(peerId);
    };
    const linkTo = async (peerId: string) => {
      drop(peerId);
      const stream = await media;
      if (stopped) return null;
      const link = createPeerLink({
        role,
        localStream: stream,
        send: (signal: NotarySignal) => send({ type: 'signal', to: peerId, signal }),
        onRemoteStream: (remote) => showStream(peerId, remote),
      });
      links.set(peerId, link);
      return link;
    };
    // The notary calls every owner's connection it has no link with, whenever it arrives: the
    // borrower, a co-owner joining later, a page reloaded (a new connection). Links to
    // connections that left are closed.
    const onPeers = (people: NotaryPeer[]) => {
      setPeers(people);
      inOrder(async () => {
        const here = new Set(people.map((peer) => peer.peerId));
        for (const peerId of [...links.keys()]) if (!here.has(peerId)) drop(peerId);
        if (role !== 'NOTARY') return;
        for (const peer of people) {
          if (peer.role === 'NOTARY' || links.has(peer.peerId) || stopped) continue;
          await (await linkTo(peer.peerId))?.offer();
        }
      });
    };
    const onFrame = (frame: NotaryServerFrame) => {
      if (frame.type === 'joined') {
        setConnection('open');
        setMessages(frame.messages);
        setPresent(frame.present);
        onPeers(frame.peers);
      } else if (frame.type === 'presence') {
        setPresent(frame.present);
        onPeers(frame.peers);
      } else if (frame.type === 'chat') {
        setMessages((list) =>
          list.some((m) => m.seq === frame.message.seq) ? list : [...list, frame.message],
        );
      } else if (frame.type === 'signal') {
        const { signal, fromPeer } = frame;
        inOrder(async () => {
          // Only the notary calls; an offer (a first call or a call again) starts a fresh link.
          if (signal.kind === 'offer') {
            if (role !== 'NOTARY') await (await linkTo(fromPeer))?.receive(signal);
          } else await links.get(fromPeer)?.receive(signal);
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
      for (const link of links.values()) link.close();
      links.clear();
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

  const remotes = peers
    .filter((peer) => (role === 'NOTARY') !== (peer.role === 'NOTARY'))
    .map((peer) => ({
      peerId: peer.peerId,
      name: peer.name,
      stream: remoteStreams[peer.peerId] ?? null,
    }));
  const remoteStream = remotes.findLast((remote) => remote.stream)?.stream ?? null;

  return {
    connection,
    error,
    present,
    messages,
    camera,
    localStream,
    remotes,
    remoteStream,
    completedAt,
    sendChat,
  };
}
