/**
 * Runs work the first screen does not need once the browser is idle, so that its requests do
 * not compete with the screen's own on a slow connection; within two seconds in any case.
 * Returns what takes the work back.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
