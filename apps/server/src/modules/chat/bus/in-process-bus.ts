import { createListenerSet, type ChatBus } from './chat-bus';

/** One process, one instance (PGlite): events go straight to this instance's listeners. */
export function createInProcessChatBus(): ChatBus {
  const listeners = createListenerSet();
  return {
    publish: async (event) => {
      // Delivered after the caller's own work, as a NOTIFY would be.
      queueMicrotask(() => listeners.emit(event));
    },
    subscribe: listeners.subscribe,
    onResync: listeners.onResync,
    close: async () => {},
  };
}
