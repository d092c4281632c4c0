import type { FastifyPluginAsync } from 'fastify';
import { adminFlagRoutes } from './admin-routes';
import { loadFlagDefaults } from './flag-defaults';
import { createOverrideStore } from './override-store';
import { publicFlagRoutes } from './public-routes';
import { createFlagService } from './service';

export const flagRoutes: FastifyPluginAsync = async (app) => {
  const service = createFlagService({
    store: createOverrideStore(app.deps.database.db),
    defaults: loadFlagDefaults(),
    organizations: app.deps.organizations,
    now: app.deps.now,
    log: app.log,
  });
  await app.register(publicFlagRoutes(service));
  await app.register(adminFlagRoutes(service));
};
