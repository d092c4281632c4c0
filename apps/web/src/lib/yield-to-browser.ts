/** Ends the current task, so that the browser can paint and answer input before the next step. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
