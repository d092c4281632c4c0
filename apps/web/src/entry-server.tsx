import { dehydrate, defaultShouldDehydrateQuery, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ServerRenderRequest, ServerRenderResult } from '@openheloc/domain';
import { App } from './app/app';
import { routes } from './app/routes';
import type { ServerHydration } from './app/server-render/server-hydration';
import { rendersOnServer } from './app/server-render/server-rendered-paths';
import {
  REDESIGN_FLAG_KEY,
  redesignFlagQueryOptions,
} from './features/registration/layout/redesign-flag';
import {
  MAINTENANCE_FLAG_KEY,
  maintenanceQueryOptions,
} from './features/shell/maintenance/maintenance-flag';
import { setServerEnvironment } from './lib/app-environment';
import { BASE_PATH, toAppPath } from './lib/base-path';
import { createQueryClient } from './lib/query-client';

/** Built with `vite build --ssr`; the server imports it (apps/server/src/http/server-render.ts). */
const handler = createStaticHandler(routes, { basename: BASE_PATH });

/** The flags the first screens wait for, answered by the server before rendering. */
const FIRST_SCREEN_FLAGS = [
  [MAINTENANCE_FLAG_KEY, maintenanceQueryOptions],
  [REDESIGN_FLAG_KEY, redesignFlagQueryOptions],
] as const;

async function withFirstScreenFlags(request: ServerRenderRequest): Promise<QueryClient> {
  const queryClient = createQueryClient();
  await Promise.all(
    FIRST_SCREEN_FLAGS.map(async ([key, optionsFor]) => {
      const { queryKey } = optionsFor(request.organization.orgCode);
      queryClient.setQueryData(queryKey, await request.flag(key));
    }),
  );
  return queryClient;
}

/**
 * The first screen as HTML, rendered by React with React Router's data router: the route
 * loaders and lazy screens of the path resolve first, then `prerender` waits for everything so
 * that the markup is complete (no streamed inline scripts, which the CSP would refuse).
 */
export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderResult> {
  setServerEnvironment(request.environment);
  const url = new URL(request.url);
  if (!rendersOnServer(toAppPath(url.pathname))) return { kind: 'browser' };
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'browser' };
  }
  // A loader's error screen is the browser's to show (errors do not travel as JSON).
  if (context.errors) return { kind: 'browser' };

  const queryClient = await withFirstScreenFlags(request);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <App
        queryClient={queryClient}
        organization={{ status: 'found', organization: request.organization }}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
  const hydration: ServerHydration = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(queryClient, {
      // The organisation is in the page already (its own data block).
      shouldDehydrateQuery: (query) =>
        query.queryKey[0] !== 'organization' && defaultShouldDehydrateQuery(query),
    }),
  };
  // React puts the hints it gathers (preloads) before the markup; they belong in the head.
  const markup = await new Response(prelude).text();
  const hints = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? '';
  return {
    kind: 'page',
    html: markup.slice(hints.length),
    head: hints,
    hydrationJson: JSON.stringify(hydration),
  };
}
