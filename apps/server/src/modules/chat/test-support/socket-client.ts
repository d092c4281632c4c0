import type { ChatSocketClientFrame, ChatSocketServerFrame } from '@openheloc/domain';
import type { WebSocket } from 'ws';

/** A socket with every frame it received, and a wait for the first frame matching a test not yet waited for. */
export function recordingSocket(socket: WebSocket) {
  const frames: ChatSocketServerFrame[] = [];
  const waiters: {
    match: (frame: ChatSocketServerFrame) => boolean;
    resolve: (frame: ChatSocketServerFrame) => void;
  }[] = [];
  const taken = new Set<ChatSocketServerFrame>();
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ChatSocketServerFrame;
    frames.push(frame);
    const waiter = waiters.find((candidate) => candidate.match(frame));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      taken.add(frame);
      waiter.resolve(frame);
    }
  });
  return {
    socket,
    frames,
    send: (frame: ChatSocketClientFrame) => socket.send(JSON.stringify(frame)),
    /** The first frame of `type` (matching `where`) not yet returned by an earlier wait. */
    next<T extends ChatSocketServerFrame['type']>(
      type: T,
      where: (frame: Extract<ChatSocketServerFrame, { type: T }>) => boolean = () => true,
      timeoutMs = 5_000,
    ): Promise<Extract<ChatSocketServerFrame, { type: T }>> {
      type F = Extract<ChatSocketServerFrame, { type: T }>;
      const match = (frame: ChatSocketServerFrame): frame is F =>
        frame.type === type && where(frame as F);
      const earlier = frames.find((frame) => !taken.has(frame) && match(frame));
      if (earlier) {
        taken.add(earlier);
        return Promise.resolve(earlier as F);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No ${type} frame within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame as F);
          },
        });
      });
    },
    close: () => socket.terminate(),
  };
}
