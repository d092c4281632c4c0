import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { adminFlagRoutes } from './admin-routes';
import { loadFlagDefaults } from './flag-defaults';
import { createOverrideStore } from './override-store';
import { publicFlagRoutes } from './public-routes';
import { createFlagService, type FlagService } from './service';

/** The flag service over the app's database; the server-rendered pages ask it too. */
export function flagServiceOf(app: FastifyInstance): FlagService {
  return createFlagService({
    store: createOverrideStore(app.deps.database.db),
    defaults: loadFlagDefaults(),
    organizations: app.deps.organizations,
    now: app.deps.now,
    log: app.log,
  });
}

export const flagRoutes: FastifyPluginAsync = async (app) => {
  const service = flagServiceOf(app);
  await app.register(publicFlagRoutes(service));
  await app.register(adminFlagRoutes(service));
};
