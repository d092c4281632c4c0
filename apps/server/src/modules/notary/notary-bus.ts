import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/client';

export const NOTARY_CHANNEL = 'openheloc_notary';
const RECONNECT_DELAY_MS = 1_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tells every instance that a notary room changed. The event carries the application's id only:
 * each socket then reads the room's events after the last one it was sent, so a lost or repeated
 * notification costs nothing, and a reconnected listener asks every socket to catch up.
 */
export interface NotaryBus {
  publish(applicationUuid: string): Promise<void>;
  subscribe(listener: (applicationUuid: string) => void): () => void;
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

type Log = { warn: (object: object, message: string) => void };

/** LISTEN/NOTIFY on a shared PostgreSQL; in process on the embedded PGlite. */
export async function createNotaryBus(database: DatabaseHandle, log: Log): Promise<NotaryBus> {
  const listeners = new Set<(applicationUuid: string) => void>();
  const resyncs = new Set<() => void>();
  const emit = (applicationUuid: string) => {
    for (const listener of listeners) listener(applicationUuid);
  };
  const common = {
    subscribe(listener: (applicationUuid: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onResync(listener: () => void) {
      resyncs.add(listener);
      return () => void resyncs.delete(listener);
    },
  };
  const { openListener } = database;
  if (!openListener) {
    return {
      ...common,
      // After the caller's own work, as a NOTIFY would be.
      publish: async (applicationUuid) => queueMicrotask(() => emit(applicationUuid)),
      close: async () => {},
    };
  }

  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const onNotification = (message: pg.Notification) => {
    if (message.channel === NOTARY_CHANNEL && UUID.test(message.payload ?? '')) {
      emit(message.payload ?? '');
    }
  };
  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    lost.removeAllListeners('notification');
    void lost.end().catch(() => {});
    reconnectSoon();
  };
  const connect = async () => {
    const next = await openListener();
    next.on('notification', onNotification);
    next.on('error', (error) => {
      log.warn({ err: error }, 'notary listener lost its connection');
      lose(next);
    });
    next.on('end', () => lose(next));
    await next.query(`LISTEN ${NOTARY_CHANNEL}`);
    client = next;
  };
  const reconnectSoon = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect()
        .then(() => {
          for (const resync of resyncs) resync();
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'notary listener could not reconnect');
          reconnectSoon();
        });
    }, RECONNECT_DELAY_MS);
  };
  await connect();
  return {
    ...common,
    publish: async (applicationUuid) => {
      await database.db.execute(sql`select pg_notify(${NOTARY_CHANNEL}, ${applicationUuid})`);
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
