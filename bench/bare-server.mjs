// The baseline: a bare Fastify serving, at the same paths, the same answers the product gave, with
// no database, authentication or validation. Run as its own process, as the product is.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [routesFile, port] = process.argv.slice(2);
/** @type {{ method: string; url: string; status: number; body: string }[]} */
const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
const app = Fastify({ logger: false });
for (const route of routes) {
  app.route({
    method: route.method,
    url: route.url,
    handler: async (_request, reply) =>
      reply.code(route.status).type('application/json; charset=utf-8').send(route.body),
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
