import type { FastifyPluginAsync } from 'fastify';

export const APP_BASE = '/account/heloc';

/** The spec's redirect rules, done on the server so that bookmarks and old links keep working. */
export const redirectRoutes: FastifyPluginAsync = async (app) => {
  const toDashboard = async (
    _req: unknown,
    reply: { redirect: (url: string, code: number) => unknown },
  ) => reply.redirect(`${APP_BASE}/dashboard`, 302);
  app.get('/', { schema: { hide: true } }, toDashboard);
  app.get('/account', { schema: { hide: true } }, toDashboard);
  app.get('/account/', { schema: { hide: true } }, toDashboard);
  app.get('/dashboard', { schema: { hide: true } }, toDashboard);

  app.get(APP_BASE, { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(`${APP_BASE}/${queryOf(request.url)}`, 302),
  );
  // The spec's Support path, at the site root: the app's Support page.
  app.get('/contact', { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(`${APP_BASE}/contact${queryOf(request.url)}`, 302),
  );
  app.get('/account/register', { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(`${APP_BASE}/register${queryOf(request.url)}`, 302),
  );
  app.get('/account/heloc-signer/*', { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(
      `${APP_BASE}/heloc-signer/${request.url.slice('/account/heloc-signer/'.length)}`,
      302,
    ),
  );
};

function queryOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
}
