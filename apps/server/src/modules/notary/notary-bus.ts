import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { isUuid } from '../../http/uuid';

export const NOTARY_CHANNEL = 'openheloc_notary';

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
  const { listener } = database;
  if (!listener) {
    return {
      ...common,
      // After the caller's own work, as a NOTIFY would be.
      publish: async (applicationUuid) => queueMicrotask(() => emit(applicationUuid)),
      close: async () => {},
    };
  }

  const stopListening = await listener.listen({
    channel: NOTARY_CHANNEL,
    onNotification: (payload) => {
      if (isUuid(payload)) emit(payload);
    },
    onReconnect: () => {
      for (const resync of resyncs) resync();
    },
    log,
    name: 'notary listener',
  });
  return {
    ...common,
    publish: async (applicationUuid) => {
      await database.db.execute(sql`select pg_notify(${NOTARY_CHANNEL}, ${applicationUuid})`);
    },
    close: stopListening,
  };
}
