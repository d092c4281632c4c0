import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Organization } from '@openheloc/domain';
import { z } from 'zod';
import { APP_BASE } from './redirect-routes';
import { sendErrors } from './error-handler';

const ORG_PLACEHOLDER = '<!--org-record-->';
/** In the cover index.html paints before the app's code arrives. */
const ORG_LOGO_PLACEHOLDER = '<!--org-logo-->';
/** Written by the web build (apps/web/build/route-preloads.ts): a path's first-screen files. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
const zRoutePreloads = z.record(z.string(), z.array(z.string().regex(/^assets\/[\w.-]+\.js$/)));
type RoutePreloads = z.infer<typeof zRoutePreloads>;

function readRoutePreloads(distDir: string): RoutePreloads {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  return existsSync(file) ? zRoutePreloads.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
}

/** The path inside the app, without the query: `/account/heloc/register-v2?x` is `/register-v2`. */
export function appPathOf(url: string): string {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname.startsWith(`${APP_BASE}/`) ? pathname.slice(APP_BASE.length) : pathname;
}

/**
 * Serves the built single-page app under /account/heloc/. Hashed assets are cached forever;
 * every other path gets index.html with the request's organisation record as a JSON data block
 * (not executed, so the CSP without inline scripts allows it).
 */
export const webAppRoutes: FastifyPluginAsync = async (app) => {
  const distDir = app.deps.config.webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app is not built; run `npm run build` to serve the product');
    app.get(`${APP_BASE}/*`, { schema: { hide: true } }, async (_request, reply) =>
      sendErrors(reply, 503, [{ code: 'unavailable', message: 'The web app is not built' }]),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const routePreloads = readRoutePreloads(distDir);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${APP_BASE}/`,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset; they are served when the browser accepts them.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get(`${APP_BASE}/*`, { schema: { hide: true } }, async (request, reply) => {
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderIndex(indexHtml, request.org, app.deps.config.env, {
          preload: routePreloads[appPathOf(request.url)] ?? [],
        }),
      );
  });
};

/**
 * The organisation's data block, and the environment as a meta element: the browser honours its
 * non-production switches (the chat's `mode` parameter) only where this is not 'production'. The
 * lender's name is the title and its logo is on the cover shown until the app's code runs. The
 * files the path's first screen loads lazily are named for the browser to fetch at once.
 */
export function renderIndex(
  indexHtml: string,
  org: Organization,
  environment: string,
  options: { preload?: readonly string[] } = {},
): string {
  // Escape '<' so that no value can close the data block.
  const json = JSON.stringify(org).replace(/</g, '\\u003c');
  const preloads = (options.preload ?? [])
    .map(
      (file) => `<link rel="modulepreload" crossorigin href="${APP_BASE}/${escapeHtml(file)}" />`,
    )
    .join('');
  const block = `<meta name="app-environment" content="${escapeHtml(environment)}" /><script id="org-record" type="application/json">${json}</script>${preloads}`;
  const withBlock = indexHtml.includes(ORG_PLACEHOLDER)
    ? indexHtml.replace(ORG_PLACEHOLDER, block)
    : indexHtml.replace('</head>', `${block}</head>`);
  const logo = `<img src="${escapeHtml(org.theme.logoUrl)}" alt="" class="h-10 w-auto" />`;
  return withBlock
    .replace(ORG_LOGO_PLACEHOLDER, logo)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(org.brandName)}</title>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
