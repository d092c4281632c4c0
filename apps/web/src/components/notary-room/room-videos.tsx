import type { ReactNode } from 'react';
import { VideoTile } from './video-tile';

export interface RemoteTile {
  key: string;
  stream: MediaStream | null;
  caption: string;
  placeholder: ReactNode;
}

/**
 * The other party's video beside your own preview: on phones the other party's tile is the
 * larger one, on wider screens they are the same size. A notary with more than one owner in the
 * room sees a tile for each, in a grid.
 */
export function RoomVideos({
  remotes,
  localStream,
  localPlaceholder,
}: {
  remotes: RemoteTile[];
  localStream: MediaStream | null;
  localPlaceholder: ReactNode;
}) {
  return (
    <div
      className={`grid items-start gap-4 ${remotes.length > 1 ? 'grid-cols-2' : 'grid-cols-[2fr_1fr] sm:grid-cols-2'}`}
    >
      {remotes.map((remote) => (
        <VideoTile
          key={remote.key}
          stream={remote.stream}
          caption={remote.caption}
          testId="remote-video"
          placeholder={remote.placeholder}
        />
      ))}
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
