import type { NotaryRole, NotarySignal } from '@openheloc/domain';

/**
 * One WebRTC connection to the other party. The notary offers, the borrower answers; the server
 * only relays the descriptions and candidates. Candidates that arrive before the remote
 * description wait for it.
 */
export function createPeerLink(options: {
  role: NotaryRole;
  localStream: MediaStream | null;
  send: (signal: NotarySignal) => void;
  onRemoteStream: (stream: MediaStream | null) => void;
}) {
  const pc = new RTCPeerConnection({ iceServers: [] });
  const pending: RTCIceCandidateInit[] = [];
  let remote: MediaStream | null = null;

  pc.onicecandidate = (event) => {
    if (!event.candidate) return;
    options.send({
      kind: 'ice',
      candidate: event.candidate.candidate,
      sdpMid: event.candidate.sdpMid,
      sdpMLineIndex: event.candidate.sdpMLineIndex,
    });
  };
  pc.ontrack = (event) => {
    remote = event.streams[0] ?? remote ?? new MediaStream();
    if (!remote.getTracks().includes(event.track)) remote.addTrack(event.track);
    options.onRemoteStream(remote);
  };

  const tracks = options.localStream?.getTracks() ?? [];
  for (const track of tracks) pc.addTrack(track, options.localStream as MediaStream);
  // Without a camera the notary still asks to receive the borrower's video and sound.
  if (options.role === 'NOTARY') {
    for (const kind of ['video', 'audio'] as const) {
      if (!tracks.some((track) => track.kind === kind))
        pc.addTransceiver(kind, { direction: 'recvonly' });
    }
  }

  const flush = async () => {
    for (const candidate of pending.splice(0)) await pc.addIceCandidate(candidate);
  };

  return {
    async offer() {
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      options.send({ kind: 'offer', sdp: offer.sdp ?? '' });
    },
    async receive(signal: NotarySignal) {
      if (signal.kind === 'ice') {
        const candidate = {
          candidate: signal.candidate,
          sdpMid: signal.sdpMid,
          sdpMLineIndex: signal.sdpMLineIndex,
        };
        if (pc.remoteDescription) await pc.addIceCandidate(candidate);
        else pending.push(candidate);
        return;
      }
      await pc.setRemoteDescription({ type: signal.kind, sdp: signal.sdp });
      await flush();
      if (signal.kind === 'offer') {
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        options.send({ kind: 'answer', sdp: answer.sdp ?? '' });
      }
    },
    close() {
      pc.close();
      options.onRemoteStream(null);
    },
  };
}

export type PeerLink = ReturnType<typeof createPeerLink>;
