import './lib/zod-without-eval';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/app';
import { routes } from './app/routes';
import { canTakeOverServerPage } from './app/server-render/can-take-over';
import { resolveLazyRoutes } from './app/server-render/resolve-lazy-routes';
import { readServerHydration } from './app/server-render/server-hydration';
import { BASE_PATH } from './lib/base-path';
import { readInjectedOrganization } from './lib/organization/read-injected-organization';
import { queryClient } from './lib/query-client';
import { yieldToBrowser } from './lib/yield-to-browser';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const organization = readInjectedOrganization(document);
const serverPage = readServerHydration(document);
// Without the lender's record the app shows its error screen, not the server's page.
const takeOver = serverPage !== null && organization.status === 'found' && canTakeOverServerPage();

/**
 * Takes over the page the server rendered (hydrating it), or renders it. In tasks rather than
 * one long one: evaluating the code, starting the first navigation and rendering, with the
 * browser free to paint and answer input between them. Not awaited at the top level: the
 * screens' chunks import this entry's, which must have finished evaluating for them to load.
 */
async function start(root: HTMLElement): Promise<void> {
  await yieldToBrowser();
  let hydrating = false;
  if (takeOver) {
    hydrate(queryClient, serverPage.queries);
    // A screen whose code cannot be loaded is the router's to report, on a page rendered afresh.
    hydrating = await resolveLazyRoutes(routes, window.location.pathname).then(
      () => true,
      () => false,
    );
  }
  const router = createBrowserRouter(routes, {
    basename: BASE_PATH,
    hydrationData: hydrating ? serverPage?.router : undefined,
  });
  await yieldToBrowser();
  const app: ReactNode = (
    <StrictMode>
      <App queryClient={queryClient} organization={organization}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  if (hydrating) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start(container);
