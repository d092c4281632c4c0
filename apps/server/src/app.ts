import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-types';
import { registerApiCacheHeaders } from './http/api-cache-headers';
import { declareBearerSecurity } from './http/declare-security';
import { registerCompression } from './http/compression';
import { registerErrorHandling, sendErrors } from './http/error-handler';
import { healthRoutes } from './http/health-routes';
import { loggerOptions } from './http/logger';
import { registerOpenApi } from './http/openapi';
import { registerOrganizationResolution } from './http/organization-hook';
import { redirectRoutes } from './http/redirect-routes';
import { registerSecurityHeaders } from './http/security';
import { storableValidatorCompiler } from './http/storable-validator';
import { webAppRoutes } from './http/web-app-routes';
import { moduleRoutes } from './modules/routes';

/** Builds the whole server; main.ts and the tests both use it. */
export async function buildApp(
  deps: AppDeps,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const logger = loggerOptions(deps.config);
  const app = Fastify({
    logger: options.logStream ? { ...logger, stream: options.logStream } : logger,
    bodyLimit: deps.config.bodyLimitBytes,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // A URL the router cannot even decode still gets the envelope.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void sendErrors(reply, 400, [{ code: 'invalid_input', message: 'Bad request' }]);
    },
  });
  app.decorate('deps', deps);
  app.addHook('onClose', async () => {
    await deps.stopWatchingSessions();
  });
  app.setValidatorCompiler(storableValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(rateLimit, { global: false });
  registerApiCacheHeaders(app);
  registerOrganizationResolution(app);
  declareBearerSecurity(app);
  await registerOpenApi(app);
  // Before any route, so that the chat socket's route can take upgrades.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  await app.register(healthRoutes);
  await app.register(redirectRoutes);
  await app.register(moduleRoutes);
  await app.register(webAppRoutes);
  return app;
}
