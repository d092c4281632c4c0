import {
  CHAT_SOCKET_PATH,
  CHAT_SOCKET_PING_INTERVAL_MS,
  zChatSocketServerFrame,
  type ChatSocketClientFrame,
  type ChatSocketServerFrame,
} from '@openheloc/domain';
import type { ConnectionState } from '../chat-types';

/** The part of WebSocket the client uses; tests pass a fake. */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface ChatSocketOptions {
  token: () => string;
  /** The highest seq already shown: a rejoin resumes after it. */
  lastSeq: () => number;
  channelId?: string;
  onFrame: (frame: ChatSocketServerFrame) => void;
  onConnection: (state: ConnectionState) => void;
  open?: (url: string) => SocketLike;
  url?: string;
}

const OPEN = 1;
const MAX_RETRY_DELAY_MS = 10_000;

export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${CHAT_SOCKET_PATH}`;
}

/**
 * The omni-proxy socket of one conversation: joins with the token and the last seq shown, pings
 * every 10 s, and after a drop reconnects (1 s, doubling to 10 s) and rejoins from the last seq,
 * so that nothing is lost or shown twice. Frames sent while it is down wait for the rejoin.
 */
export function createChatSocket(options: ChatSocketOptions) {
  const open = options.open ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const url = options.url ?? chatSocketUrl(window.location);
  let socket: SocketLike | null = null;
  let joined = false;
  let closed = false;
  let attempt = 0;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const queue: ChatSocketClientFrame[] = [];

  const write = (frame: ChatSocketClientFrame) => socket?.send(JSON.stringify(frame));

  const onJoined = () => {
    joined = true;
    attempt = 0;
    options.onConnection('connected');
    clearInterval(ping);
    ping = setInterval(
      () => write({ type: 'ping', channelId: options.channelId }),
      CHAT_SOCKET_PING_INTERVAL_MS,
    );
    for (const waiting of queue.splice(0)) write(waiting);
  };

  const connect = () => {
    const current = open(url);
    socket = current;
    current.onopen = () => {
      write({ type: 'join', token: options.token(), lastSeq: options.lastSeq() });
    };
    current.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let json: unknown;
      try {
        json = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = zChatSocketServerFrame.safeParse(json);
      if (!parsed.success) return;
      options.onFrame(parsed.data);
      if (parsed.data.type === 'joined') onJoined();
    };
    current.onclose = () => {
      if (socket !== current) return;
      joined = false;
      clearInterval(ping);
      if (closed) return;
      options.onConnection('connecting');
      const delay = Math.min(1_000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
      attempt += 1;
      retry = setTimeout(connect, delay);
    };
    current.onerror = () => current.close();
  };

  connect();

  return {
    send(frame: ChatSocketClientFrame): void {
      if (joined && socket?.readyState === OPEN) write(frame);
      else if (frame.type === 'send' || frame.type === 'end') queue.push(frame);
    },
    /** Drops the connection and joins again at once (a renewed token, say). */
    reconnect(): void {
      attempt = 0;
      socket?.close();
    },
    close(): void {
      closed = true;
      clearInterval(ping);
      clearTimeout(retry);
      socket?.close();
    },
  };
}
export type ChatSocket = ReturnType<typeof createChatSocket>;
