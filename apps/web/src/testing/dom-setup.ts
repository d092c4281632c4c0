import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest's globals Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
});

// jsdom lays nothing out, so it has no scrolling; focus still moves as in a browser.
Element.prototype.scrollIntoView = () => undefined;
