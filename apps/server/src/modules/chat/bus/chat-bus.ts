import { zChatSenderType } from '@openheloc/domain';
import { z } from 'zod';

/**
 * What one instance tells every instance. Events name what changed, not its content: a receiver
 * reads new messages from the database by seq, so an event lost or repeated costs nothing.
 */
export const zChatEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), conversationId: z.uuid() }),
  z.object({ kind: z.literal('status'), conversationId: z.uuid() }),
  z.object({
    kind: z.literal('typing'),
    conversationId: z.uuid(),
    senderId: z.string(),
    senderType: zChatSenderType,
    senderName: z.string(),
    typing: z.boolean(),
  }),
]);
export type ChatEvent = z.infer<typeof zChatEvent>;

export type ChatEventListener = (event: ChatEvent) => void;

/** Fans chat events out to every server instance. */
export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  subscribe(listener: ChatEventListener): () => void;
  /** Called after the bus lost events it cannot replay (a dropped LISTEN connection). */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Listeners of one instance; both buses deliver through it. */
export function createListenerSet() {
  const listeners = new Set<ChatEventListener>();
  const resyncListeners = new Set<() => void>();
  return {
    subscribe(listener: ChatEventListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onResync(listener: () => void) {
      resyncListeners.add(listener);
      return () => void resyncListeners.delete(listener);
    },
    emit(event: ChatEvent) {
      for (const listener of listeners) listener(event);
    },
    resync() {
      for (const listener of resyncListeners) listener();
    },
  };
}
