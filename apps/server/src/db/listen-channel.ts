import type pg from 'pg';
import type { DatabaseHandle } from './client';

type Log = { warn: (object: object, message: string) => void };

const RECONNECT_DELAY_MS = 1_000;

export type ChannelOptions = {
  openListener: () => Promise<pg.Client>;
  channel: string;
  onNotification: (payload: string) => void;
  /** Called after a lost connection is open again: NOTIFY does not replay what was missed. */
  onReconnect: () => void;
  /** Called when the connection is lost: nothing is heard until `onReconnect`. */
  onLost?: () => void;
  log: Log;
  /** Names the listener in log lines ("chat listener lost its connection"). */
  name: string;
};

/**
 * LISTENs on one PostgreSQL channel on a connection of its own, opening it again a second after
 * it is lost. Resolves with the function that stops listening; rejects when the first
 * connection cannot be opened.
 */
export async function listenToChannel(options: ChannelOptions): Promise<() => Promise<void>> {
  const { channel, log, name } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = await options.openListener();
    next.on('notification', (message) => {
      if (message.channel === channel) options.onNotification(message.payload ?? '');
    });
    next.on('error', (error) => {
      log.warn({ err: error }, `${name} lost its connection`);
      lose(next);
    });
    next.on('end', () => lose(next));
    await next.query(`LISTEN ${channel}`);
    if (closed) await next.end();
    else client = next;
  };
  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    options.onLost?.();
    lost.removeAllListeners('notification');
    void lost.end().catch(() => {});
    reconnectSoon();
  };
  const reconnectSoon = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect()
        .then(options.onReconnect)
        .catch((error: unknown) => {
          log.warn({ err: error }, `${name} could not reconnect`);
          reconnectSoon();
        });
    }, RECONNECT_DELAY_MS);
  };

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

/**
 * Keeps an in-process memory on while every change it depends on reaches this process: on the
 * embedded database from the start (this process is its only user); on PostgreSQL while a
 * listener on `channel` is connected, handing it what it hears, and off (emptied) while the
 * listener is lost. Resolves with how to stop, which turns the memory off first.
 */
export async function trustWhileListening(
  database: DatabaseHandle,
  options: {
    channel: string;
    trust: (trusted: boolean) => void;
    onNotification: (payload: string) => void;
    log: Log;
    name: string;
  },
): Promise<() => Promise<void>> {
  const { openListener } = database;
  const { trust, ...listening } = options;
  const stop = openListener
    ? await listenToChannel({
        ...listening,
        openListener,
        onReconnect: () => trust(true),
        onLost: () => trust(false),
      })
    : async () => {};
  trust(true);
  return async () => {
    trust(false);
    await stop();
  };
}
