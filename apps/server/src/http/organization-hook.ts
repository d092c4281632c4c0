import type { FastifyInstance } from 'fastify';

/**
 * Every request knows its organisation before any handler runs; `auth` is set by requireAuth,
 * `opsUser` and `opsSessionJti` by requireOpsUser.
 */
export function registerOrganizationResolution(app: FastifyInstance): void {
  app.decorateRequest('org', null as never);
  app.decorateRequest('auth', null);
  app.decorateRequest('opsUser', null);
  app.decorateRequest('opsSessionJti', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-org'];
    request.org = app.deps.organizations.resolve({
      orgHeader: Array.isArray(header) ? header[0] : header,
      host: request.hostname,
    });
  });
}
