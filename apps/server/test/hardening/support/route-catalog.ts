import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifySchema } from 'fastify';

export type ServedRoute = {
  /** `GET /service-application/api/v1/application/heloc/{uuid}`, as the OpenAPI document says. */
  key: string;
  method: string;
  /** The OpenAPI path, parameters in braces. */
  path: string;
  params: string[];
};

type OpenApi = { paths: Record<string, Record<string, unknown>> };

/** Every operation of the OpenAPI document the server serves. */
export async function servedRoutes(app: FastifyInstance): Promise<ServedRoute[]> {
  const doc = (await app.inject({ url: '/api/docs' })).json<OpenApi>();
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      params: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string),
    })),
  );
}

/** An id nobody holds, for a path parameter the caller has no value of. */
const UNKNOWN_ID = randomUUID();

/**
 * The route's URL with each `{param}` replaced by its value; one without a value (a new kind of
 * id) gets an id nobody holds, so a new route can be added to the matrix with one line.
 */
export function urlOf(route: ServedRoute, params: Record<string, string>): string {
  return route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? UNKNOWN_ID),
  );
}

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Records each route's schema (zod, as the route declared it) when a request reaches it; install
 * before the app is ready, then send one request to each route to learn its body's schema.
 */
export function recordRouteSchemas(app: FastifyInstance): Map<string, FastifySchema> {
  const schemas = new Map<string, FastifySchema>();
  app.addHook('onRequest', async (request) => {
    const { method, url, schema } = request.routeOptions;
    if (!url || !schema) return;
    const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const one of [method].flat()) schemas.set(`${String(one).toUpperCase()} ${path}`, schema);
  });
  return schemas;
}
