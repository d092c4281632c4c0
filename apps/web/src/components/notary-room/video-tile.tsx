import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A live video with its caption. Your own preview is muted (no echo); when there is no stream,
 * the tile says why instead.
 */
export function VideoTile({
  stream,
  caption,
  muted = false,
  testId,
  placeholder,
}: {
  stream: MediaStream | null;
  caption: string;
  muted?: boolean;
  testId: string;
  placeholder: ReactNode;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => {});
  }, [stream]);
  return (
    <figure className="m-0">
      <div className="relative aspect-video overflow-hidden rounded-xl bg-ink">
        <video
          ref={ref}
          data-testid={testId}
          className={stream ? 'h-full w-full object-cover' : 'hidden'}
          autoPlay
          playsInline
          muted={muted}
          aria-label={caption}
        />
        {stream ? null : (
          <div className="flex h-full items-center justify-center p-4 text-center text-white">
            {placeholder}
          </div>
        )}
      </div>
      <figcaption className="mt-2 text-sm text-muted">{caption}</figcaption>
    </figure>
  );
}
