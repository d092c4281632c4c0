import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser takes over the page the server rendered (React
 * renders with the server's answer then), true from then on and on every page the browser
 * renders itself. A control that only the app's code can answer waits for it: a click on it
 * before would be lost, and a form would be submitted by the browser, answers in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
