import type { FastifyInstance } from 'fastify';
import { isBearerProtected } from '../modules/auth/authenticate';

/**
 * Every route behind `requireAuth` declares the bearer scheme in the OpenAPI document, without
 * each route having to remember it.
 */
export function declareBearerSecurity(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler].flat();
    if (!handlers.some(isBearerProtected)) return;
    route.schema = { ...route.schema, security: route.schema?.security ?? [{ bearer: [] }] };
  });
}
