import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../../db/client';
import { createListenerSet, zChatEvent, type ChatBus } from './chat-bus';

export const CHAT_CHANNEL = 'openheloc_chat';
const RECONNECT_DELAY_MS = 1_000;

type Log = { warn: (object: object, message: string) => void };

/**
 * Every instance LISTENs on one channel and publishes with pg_notify, so a message sent through
 * one instance reaches sockets held by any other. A dropped listener reconnects and asks the
 * sockets to catch up from the database, since NOTIFY does not replay what was missed.
 */
export async function createPostgresChatBus(options: {
  db: Db;
  openListener: () => Promise<pg.Client>;
  log: Log;
}): Promise<ChatBus> {
  const listeners = createListenerSet();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHAT_CHANNEL || !message.payload) return;
    const parsed = zChatEvent.safeParse(safeJson(message.payload));
    if (parsed.success) listeners.emit(parsed.data);
  };

  async function connect(): Promise<void> {
    const next = await options.openListener();
    next.on('notification', onNotification);
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'chat listener lost its connection');
      lose(next);
    });
    next.on('end', () => lose(next));
    await next.query(`LISTEN ${CHAT_CHANNEL}`);
    client = next;
  }

  function lose(lost: pg.Client): void {
    if (client !== lost) return;
    client = null;
    lost.removeAllListeners('notification');
    void lost.end().catch(() => {});
    reconnectSoon();
  }

  function reconnectSoon(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect()
        .then(() => listeners.resync())
        .catch((error: unknown) => {
          options.log.warn({ err: error }, 'chat listener could not reconnect');
          reconnectSoon();
        });
    }, RECONNECT_DELAY_MS);
  }

  await connect();

  return {
    publish: async (event) => {
      await options.db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe: listeners.subscribe,
    onResync: listeners.onResync,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
