import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { NotificationListener } from '../../../db/notification-listener';
import { createListenerSet, zChatEvent, type ChatBus } from './chat-bus';

export const CHAT_CHANNEL = 'openheloc_chat';

type Log = { warn: (object: object, message: string) => void };

/**
 * Every instance LISTENs on one channel and publishes with pg_notify, so a message sent through
 * one instance reaches sockets held by any other. A dropped listener reconnects and asks the
 * sockets to catch up from the database, since NOTIFY does not replay what was missed.
 */
export async function createPostgresChatBus(options: {
  db: Db;
  listener: NotificationListener;
  log: Log;
}): Promise<ChatBus> {
  const listeners = createListenerSet();
  const stopListening = await options.listener.listen({
    channel: CHAT_CHANNEL,
    onNotification: (payload) => {
      const parsed = zChatEvent.safeParse(safeJson(payload));
      if (parsed.success) listeners.emit(parsed.data);
    },
    onReconnect: () => listeners.resync(),
    log: options.log,
    name: 'chat listener',
  });

  return {
    publish: async (event) => {
      await options.db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe: listeners.subscribe,
    onResync: listeners.onResync,
    close: stopListening,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
