import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner on the first page (issue 14): sonner and its toaster load the first time
 * a toast is shown, which few visits ever do. sonner keeps a toast shown before its toaster
 * listens and replays it then, so none is lost while it loads.
 */
let requested = false;
const listeners = new Set<() => void>();

export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterRequested = () => requested;

function sonner() {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return import('sonner');
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
