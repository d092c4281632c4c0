import type { ReactNode } from 'react';
import { VideoTile } from './video-tile';

/**
 * The other party's video beside your own preview: on phones the other party's tile is the
 * larger one, on wider screens they are the same size.
 */
export function RoomVideos({
  remoteStream,
  localStream,
  remoteCaption,
  remotePlaceholder,
  localPlaceholder,
}: {
  remoteStream: MediaStream | null;
  localStream: MediaStream | null;
  remoteCaption: string;
  remotePlaceholder: ReactNode;
  localPlaceholder: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[2fr_1fr] items-start gap-4 sm:grid-cols-2">
      <VideoTile
        stream={remoteStream}
        caption={remoteCaption}
        testId="remote-video"
        placeholder={remotePlaceholder}
      />
      <VideoTile
        stream={localStream}
        caption="You"
        muted
        testId="local-video"
        placeholder={localPlaceholder}
      />
    </div>
  );
}
