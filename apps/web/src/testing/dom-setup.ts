import { cleanup } from '@testing-library/preact';
import { options } from 'preact';
import { afterEach } from 'vitest';

/**
 * Preact runs effects a frame after a render (a 35 ms timer in jsdom, which has no frames). Here
 * that frame is the next task, and any still pending when a test ends runs before the next test,
 * never after the test environment is gone (a cleanup touching `window` would then throw).
 */
const pendingFrames = new Set<() => void>();
options.requestAnimationFrame = (callback) => {
  const run = () => {
    clearTimeout(timer);
    pendingFrames.delete(run);
    callback();
  };
  const timer = setTimeout(run);
  pendingFrames.add(run);
};

// Without vitest's globals Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
  for (const run of [...pendingFrames]) run();
});

// jsdom lays nothing out, so it has no scrolling; focus still moves as in a browser.
Element.prototype.scrollIntoView = () => undefined;
