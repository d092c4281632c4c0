import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Organization } from '@openheloc/domain';
import { APP_BASE } from './redirect-routes';

/**
 * A browser's page load (GET or HEAD that accepts HTML) gets a page, never the API's JSON; API
 * clients ask for JSON (or anything) and keep the error envelope.
 */
export function wantsHtmlPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

const STYLESHEET = /<link\b[^>]*rel="stylesheet"[^>]*>/g;

/** The web app's stylesheet links, so the page looks like the app's own; none before a build. */
export function readStylesheetLinks(webDistDir: string): string {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return '';
  return (readFileSync(indexFile, 'utf8').match(STYLESHEET) ?? []).join('');
}

const LINK =
  'font-medium text-brand-700 underline decoration-1 underline-offset-4 hover:text-brand-800 hover:decoration-2';

/**
 * The lender's "page not found" for a path outside the app (the app shows its own inside): its
 * logo and name, what to check, and the ways back (home and support). Plain HTML without script,
 * so it needs nothing the CSP forbids.
 */
export function renderNotFoundPage(org: Organization, stylesheets: string): string {
  const brand = escapeHtml(org.brandName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="color-scheme" content="light" />
<title>Page not found - ${brand}</title>
${stylesheets}
</head>
<body>
<div class="flex min-h-dvh flex-col bg-white">
<header class="border-b border-line">
<div class="mx-auto flex min-h-16 w-full max-w-6xl items-center px-4 py-3 sm:min-h-20 sm:px-6">
<a href="${APP_BASE}/" class="inline-flex items-center rounded-sm"><img src="${escapeHtml(org.theme.logoUrl)}" alt="${brand}" class="h-10 w-auto" /><span class="sr-only">, home</span></a>
</div>
</header>
<main class="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
<h1 class="mb-6 text-[28px] leading-tight font-bold text-ink">Page not found</h1>
<p>If you typed the web address, check it is correct.</p>
<p class="mt-2">If you pasted the web address, check you copied the entire address.</p>
<p class="mt-6"><a class="${LINK}" href="${APP_BASE}/">Go to the home page</a></p>
<p class="mt-2"><a class="${LINK}" href="${APP_BASE}/contact">Contact ${brand} support</a></p>
</main>
</div>
</body>
</html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
