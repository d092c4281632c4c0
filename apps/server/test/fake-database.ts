import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { DatabaseHandle, Db } from '../src/db/client';
import { createNotificationListener } from '../src/db/notification-listener';

/** A listener connection that records what it is asked and can be made to drop. */
export class FakeListener extends EventEmitter {
  readonly queries: string[] = [];
  constructor(private readonly channel: string) {
    super();
  }
  async query(text: string) {
    this.queries.push(text);
    return { rows: [] };
  }
  async end() {}
  notify(payload: string) {
    this.emit('notification', { channel: this.channel, payload });
  }
}

/**
 * A database handle with no database behind it, for the code that listens: on PostgreSQL each
 * connection its one notification listener opens is a `FakeListener` on `channel`, kept in
 * `listeners`.
 */
export function fakeDatabase(kind: 'postgres' | 'pglite', channel: string) {
  const listeners: FakeListener[] = [];
  const database = {
    db: {} as Db,
    kind,
    ...(kind === 'postgres'
      ? {
          listener: createNotificationListener(async () => {
            const listener = new FakeListener(channel);
            listeners.push(listener);
            return listener as unknown as pg.Client;
          }),
        }
      : {}),
  } as unknown as DatabaseHandle;
  return { database, listeners };
}
