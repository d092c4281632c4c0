import type { FastifyPluginAsync } from 'fastify';

/** Every service module's routes, registered in one place. */
export const moduleRoutes: FastifyPluginAsync = async () => {};
