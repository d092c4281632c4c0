import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToToasterRequest } from './toasts';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** Where toasts appear; empty, and sonner not fetched, until the first toast. */
export function Toaster() {
  // A page rendered on the server has shown no toast yet.
  const requested = useSyncExternalStore(
    subscribeToToasterRequest,
    isToasterRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
