import type { DatabaseHandle } from '../../../db/client';
import type { ChatBus } from './chat-bus';
import { createInProcessChatBus } from './in-process-bus';
import { createPostgresChatBus } from './postgres-bus';

/** LISTEN/NOTIFY where the database is a shared PostgreSQL; in process on the embedded PGlite. */
export async function createChatBus(
  database: DatabaseHandle,
  log: { warn: (object: object, message: string) => void },
): Promise<ChatBus> {
  return database.listener
    ? createPostgresChatBus({ db: database.db, listener: database.listener, log })
    : createInProcessChatBus();
}
