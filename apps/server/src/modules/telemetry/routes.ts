import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  zCreateSessionRequest,
  zCreateSessionResponse,
  zTelemetryEvent,
  zTelemetryEventResponse,
} from '@openheloc/domain';
import { routeErrors, TELEMETRY_BODY_LIMIT, TELEMETRY_RATE_LIMIT, zContextParams } from './schemas';
import { optionalCaller } from '../auth/authenticate';
import { createTelemetryService } from './service';

const tags = ['telemetry'];

export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTelemetryService({ db: app.deps.database.db, now: app.deps.now });
  const limits = {
    bodyLimit: TELEMETRY_BODY_LIMIT,
    config: { rateLimit: { ...TELEMETRY_RATE_LIMIT, max: app.deps.config.telemetryRateLimit } },
  };

  app.post(
    '/ft/:context/session',
    {
      ...limits,
      schema: {
        tags,
        summary: 'Reuse the given telemetry session, or open a new one',
        description: '200 when the session was reused, 201 when a new one was opened.',
        params: zContextParams,
        body: zCreateSessionRequest,
        response: { 200: zCreateSessionResponse, 201: zCreateSessionResponse, ...routeErrors },
      },
    },
    async (request, reply) => {
      const { sessionKey, created } = await service.startSession(
        request.org.orgCode,
        request.params.context,
        request.body,
      );
      return reply.code(created ? 201 : 200).send({ sessionKey });
    },
  );

  app.post(
    '/ft/:context/event',
    {
      ...limits,
      schema: {
        tags,
        summary: 'Record a telemetry event; a repeated page view in a session is stored once',
        description:
          'The event is attributed to the signed-in caller (bearer token, optional) and to the given applicationUuid only when it is theirs; identityId in the body is not trusted.',
        params: zContextParams,
        body: zTelemetryEvent,
        response: { 202: zTelemetryEventResponse, ...routeErrors },
      },
    },
    async (request, reply) => {
      const caller = await optionalCaller(request);
      const { deduplicated } = await service.recordEvent(
        request.org.orgCode,
        request.params.context,
        request.body,
        caller?.identityUuid ?? null,
      );
      return reply.code(202).send({ accepted: true as const, deduplicated });
    },
  );
};
