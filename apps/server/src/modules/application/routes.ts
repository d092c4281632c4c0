import {
  zApplicationStatus,
  zExperimentsRequest,
  zExperimentsResponse,
  zHelocApplication,
  zOptimizelyProfile,
  zOptimizelyProfileRequest,
} from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { ApplicationStatus, HelocApplication } from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { callerOf, requireAuth } from '../auth/authenticate';
import type { BorrowerContext } from './borrower-actions';
import { borrowerContextOf } from './request-context';
import { MUTATIONS } from './mutations';
import {
  getOptimizelyProfile,
  saveExperiments,
  saveOptimizelyProfile,
} from './experiments-service';
import { EXPERIMENTS_PATH, HELOC_V1, OPTIMIZELY_PROFILE_PATH, STATUS_PATH } from './paths';
import { cachedAnswerJson } from './view-cache';
import {
  assertApplicationUuid,
  findOwnApplication,
  listOwnApplications,
  statusView,
} from './read-service';
import { errorResponses } from '../../http/error-responses';

const tags = ['application'];
const JSON_TYPE = 'application/json; charset=utf-8';
const zUuidParams = z.object({ uuid: z.string() });
const errors = errorResponses(400, 401, 403, 404, 409, 503);

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.db;
  const borrower = requireAuth('BORROWER');
  const ownScope = (request: FastifyRequest, uuid: string) => {
    assertApplicationUuid(uuid);
    return {
      uuid,
      orgCode: request.org.orgCode,
      ownerIdentityUuid: callerOf(request).identityUuid,
    };
  };

  app.get(
    STATUS_PATH,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'The server state of an application, polled by the browser',
        params: zUuidParams,
        response: { 200: zApplicationStatus, ...errors },
      },
    },
    async (request, reply) => {
      const json = await cachedAnswerJson(
        db,
        ownScope(request, request.params.uuid),
        'status',
        deps.now(),
      );
      // Already validated and serialised (view-cache.ts): Fastify sends a JSON string as it is.
      return reply.type(JSON_TYPE).send(json as unknown as ApplicationStatus);
    },
  );

  app.get(
    `${HELOC_V1}/all`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: "The caller's applications",
        response: { 200: z.array(zHelocApplication), ...errors },
      },
    },
    async (request) => listOwnApplications(db, request.org.orgCode, callerOf(request).identityUuid),
  );

  app.get(
    `${HELOC_V1}/:uuid`,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'The HELOC application',
        params: zUuidParams,
        response: { 200: zHelocApplication, ...errors },
      },
    },
    async (request, reply) => {
      const scope = ownScope(request, request.params.uuid);
      const json = await cachedAnswerJson(db, scope, 'application', deps.now());
      return reply.type(JSON_TYPE).send(json as unknown as HelocApplication);
    },
  );

  for (const m of MUTATIONS) {
    app.route({
      method: m.method,
      url: `${HELOC_V1}/:uuid${m.path}`,
      preHandler: borrower,
      schema: {
        tags,
        summary: m.summary,
        description:
          'Answers the new status. 409 when the step is not available in the current state (nothing changes); 404 for an unknown or foreign application.',
        params: zUuidParams,
        ...(m.body ? { body: m.body } : {}),
        response: { 200: zApplicationStatus, ...errors },
      },
      handler: async (request: FastifyRequest<{ Params: { uuid: string }; Body: unknown }>) => {
        const ctx = borrowerContextOf(deps, request, request.params.uuid);
        await (m.run as (c: BorrowerContext, b: unknown) => Promise<unknown>)(ctx, request.body);
        return statusView(await findOwnApplication(db, ctx.scope), deps.now());
      },
    });
  }

  app.patch(
    EXPERIMENTS_PATH,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: 'Save the experiments (name, variation) of an application',
        params: zUuidParams,
        body: zExperimentsRequest,
        response: { 200: zExperimentsResponse, ...errors },
      },
    },
    async (request) => ({
      experiments: await saveExperiments(db, ownScope(request, request.params.uuid), request.body),
    }),
  );

  app.get(
    OPTIMIZELY_PROFILE_PATH,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: "The caller's experimentation profile",
        response: { 200: zOptimizelyProfile, ...errors },
      },
    },
    async (request) =>
      getOptimizelyProfile(db, request.org.orgCode, callerOf(request).identityUuid),
  );

  app.patch(
    OPTIMIZELY_PROFILE_PATH,
    {
      preHandler: borrower,
      schema: {
        tags,
        summary: "Save the caller's experimentation profile (identityUuid must be the caller's)",
        querystring: z.object({ identityUuid: z.string().optional() }),
        body: zOptimizelyProfileRequest,
        response: { 200: zOptimizelyProfile, ...errors },
      },
    },
    async (request) => {
      const { identityUuid } = callerOf(request);
      // Another identity's profile is as unknown as a missing one.
      if (request.query.identityUuid !== undefined && request.query.identityUuid !== identityUuid) {
        throw AppError.notFound();
      }
      return saveOptimizelyProfile(
        db,
        request.org.orgCode,
        identityUuid,
        request.body.optimizelyProfileUuid,
        deps.now(),
      );
    },
  );
};
