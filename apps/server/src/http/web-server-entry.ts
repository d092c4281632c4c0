import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { WebServerEntry } from '@openheloc/domain';

/**
 * The web app's server entry (apps/web/src/entry-server.tsx, built by `vite build --ssr`),
 * imported at run time. Without it the browser renders every screen, as it does under Vite's
 * dev server.
 */
export async function loadWebServerEntry(
  file: string,
  log: FastifyBaseLogger,
): Promise<WebServerEntry | null> {
  if (!existsSync(file)) {
    log.warn({ file }, 'the web app has no server entry; the browser renders every screen');
    return null;
  }
  const entry = (await import(pathToFileURL(file).href)) as Partial<WebServerEntry>;
  if (typeof entry.renderPage !== 'function') {
    throw new Error(`${file} does not export renderPage`);
  }
  return entry as WebServerEntry;
}
