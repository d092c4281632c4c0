import type { FastifyInstance } from 'fastify';
import { APP_BASE } from './redirect-routes';

/** API answers carry personal data: never let a browser or proxy cache them. */
export function registerApiCacheHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(`${APP_BASE}/`) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
