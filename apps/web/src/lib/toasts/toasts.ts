import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner on the first page (issue 14): sonner and its toaster load the first time
 * a toast is shown, which few visits ever do. A toast waits until the toaster listens, so none
 * is lost while it loads.
 */
type Sonner = typeof SonnerModule;

let requested = false;
const listeners = new Set<() => void>();
let markListening: () => void = () => undefined;
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterRequested = () => requested;

/** Called by the toaster once sonner's own listener is in place. */
export const toasterListening = () => markListening();

async function sonner(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const [module] = await Promise.all([import('sonner'), listening]);
  return module;
}

export const toast = {
  success(message: string, options?: ExternalToast) {
    void sonner().then(({ toast }) => toast.success(message, options));
  },
  error(message: string, options?: ExternalToast) {
    void sonner().then(({ toast }) => toast.error(message, options));
  },
  /** Nothing to dismiss before the first toast, so sonner is not loaded for it. */
  dismiss(id: string) {
    if (requested) void sonner().then(({ toast }) => toast.dismiss(id));
  },
};
