import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  SERVER_HYDRATION_ELEMENT_ID,
  type Organization,
  type ServerRenderResult,
  type WebServerEntry,
} from '@openheloc/domain';
import { flagServiceOf } from '../modules/flags/routes';
import { AppError } from './app-error';
import { brandStylesheet, brandStylesheetHref } from './brand-stylesheet';
import { APP_BASE } from './redirect-routes';
import { sendErrors } from './error-handler';
import { loadWebServerEntry } from './web-server-entry';

const ORG_PLACEHOLDER = '<!--org-record-->';
/** In the cover index.html paints before the app's code arrives. */
const ORG_LOGO_PLACEHOLDER = '<!--org-logo-->';
/** Around the cover inside #root, which a screen rendered on the server replaces. */
const APP_MARKUP = /<div id="root">\s*<!--app-->[\s\S]*<!--\/app-->\s*<\/div>/;

/**
 * Serves the single-page app under /account/heloc/. Hashed assets are cached forever; every
 * other path gets index.html with the request's organisation record as a JSON data block (not
 * executed, so the CSP without inline scripts allows it) and, for the paths the web app renders
 * on the server, the first screen's markup and the data the browser takes over from.
 */
export const webAppRoutes: FastifyPluginAsync = async (app) => {
  const { webDistDir: distDir, webServerEntry } = app.deps.config;
  const mode = app.deps.config.sandbox ? 'sandbox' : 'production';
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app is not built; run `npm run build` to serve the product');
    app.get(`${APP_BASE}/*`, { schema: { hide: true } }, async (_request, reply) =>
      sendErrors(reply, 503, [{ code: 'unavailable', message: 'The web app is not built' }]),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const entry = await loadWebServerEntry(webServerEntry, app.log);
  const flags = flagServiceOf(app);

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${APP_BASE}/`,
    wildcard: false,
    // One route per file: the compressed copies are sent through their file's route, not
    // routes of their own (two thirds of the routes, and of the time they take to set up).
    globIgnore: ['**/*.br', '**/*.gz'],
    index: false,
    // The build writes .br and .gz beside each asset; they are served when the browser accepts them.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get<{ Params: { file: string } }>(
    `${APP_BASE}/brand/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const orgCode = /^(.+)\.css$/.exec(request.params.file)?.[1];
      const organization = orgCode ? app.deps.organizations.byCode(orgCode) : undefined;
      if (!organization) throw AppError.notFound('Unknown organization');
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(brandStylesheet(organization));
    },
  );

  const render = async (request: FastifyRequest): Promise<ServerRenderResult> => {
    if (!entry) return { kind: 'browser' };
    try {
      return await renderFirstScreen(entry, request, mode, (key) =>
        flags.feature(request.org.orgCode, { organization: request.org.orgCode }, key),
      );
    } catch (err) {
      // The browser can still render the page itself.
      request.log.error({ err }, 'server rendering failed; the browser renders the page');
      return { kind: 'browser' };
    }
  };

  app.get(`${APP_BASE}/*`, { schema: { hide: true } }, async (request, reply) => {
    const rendered = await render(request);
    if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderIndex(indexHtml, request.org, mode, rendered.kind === 'page' ? rendered : undefined),
      );
  });
};

function renderFirstScreen(
  entry: WebServerEntry,
  request: FastifyRequest,
  environment: 'sandbox' | 'production',
  flag: Parameters<WebServerEntry['renderPage']>[0]['flag'],
): Promise<ServerRenderResult> {
  return entry.renderPage({
    url: `${request.protocol}://${request.host}${request.url}`,
    organization: request.org,
    environment,
    flag,
  });
}

/** A JSON value inside a data block: '<' escaped so that no value can close the block. */
function jsonBlock(id: string, json: string): string {
  return `<script id="${id}" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The page for a request: the mode as one named value (a meta element, 'sandbox' or
 * 'production': the browser shows the demo banner and honours the sandbox's switches, such as the
 * chat's `mode` parameter and the developer tools, only in the sandbox), the lender's colours, its record and name. With a screen rendered on the
 * server, its markup replaces the cover and its hydration data goes beside the record; without
 * one, the cover shown until the app's code runs carries the lender's logo.
 */
export function renderIndex(
  indexHtml: string,
  org: Organization,
  environment: 'sandbox' | 'production',
  screen?: { html: string; head: string; hydrationJson: string },
): string {
  const head = [
    `<meta name="app-environment" content="${escapeHtml(environment)}" />`,
    jsonBlock('org-record', JSON.stringify(org)),
    screen ? screen.head : '',
    screen ? jsonBlock(SERVER_HYDRATION_ELEMENT_ID, screen.hydrationJson) : '',
  ].join('');
  // After the app's stylesheet, whose defaults it overrides.
  const colours = `<link rel="stylesheet" href="${escapeHtml(brandStylesheetHref(org))}" />`;
  const withHead = (
    indexHtml.includes(ORG_PLACEHOLDER)
      ? indexHtml.replace(ORG_PLACEHOLDER, () => head)
      : indexHtml.replace('</head>', () => `${head}</head>`)
  ).replace('</head>', () => `${colours}</head>`);
  const logo = `<img src="${escapeHtml(org.theme.logoUrl)}" alt="" class="h-10 w-auto" />`;
  const body = screen
    ? withHead.replace(APP_MARKUP, () => `<div id="root">${screen.html}</div>`)
    : withHead.replace(ORG_LOGO_PLACEHOLDER, () => logo);
  return body.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(org.brandName)}</title>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
