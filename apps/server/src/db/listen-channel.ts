import type { DatabaseHandle } from './client';

type Log = { warn: (object: object, message: string) => void };

/**
 * Keeps an in-process memory on while every change it depends on reaches this process: on the
 * embedded database from the start (this process is its only user); on PostgreSQL while the
 * instance's listener connection (db/notification-listener.ts) is connected, handing it what it
 * hears on `channel`, and off (emptied) while the connection is lost. Resolves with how to stop,
 * which turns the memory off first.
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
  const { listener } = database;
  const { trust, ...listening } = options;
  const stop = listener
    ? await listener.listen({
        ...listening,
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
