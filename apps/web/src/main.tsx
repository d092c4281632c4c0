import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { yieldToBrowser } from './lib/yield-to-browser';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Three tasks rather than one long one: evaluating the code, starting the first navigation and
// rendering, with the browser free to paint and answer input between them.
await yieldToBrowser();
const router = createAppRouter();
await yieldToBrowser();
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
