import {
  zApplicationStatus,
  zExperimentsRequest,
  zExperimentsResponse,
  zHelocApplication,
  zOptimizelyProfile,
  zOptimizelyProfileRequest,
} from '@openheloc/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { cachedAnswerJson, type CachedAnswerJson } from './view-cache';
import { matchesEntityTag } from '../../http/entity-tag';
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
const ETAG_NOTE =
  ' Sent with an ETag: a request whose If-None-Match names it is answered 304 without a body.';

/**
 * A cached answer with its tag; 304 when the browser holds it already. `no-cache` has the browser
 * ask every time (the session and the owner are checked on each read), sending the tag it has.
 */
function sendTagged(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswerJson) {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  if (matchesEntityTag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  // Already validated and serialised (view-cache.ts): Fastify sends a JSON string as it is.
  return reply.type(JSON_TYPE).send(answer.json);
}

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
        description: `One small query when nothing changed.${ETAG_NOTE}`,
        params: zUuidParams,
        response: { 200: zApplicationStatus, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await cachedAnswerJson(
        db,
        ownScope(request, request.params.uuid),
        'status',
        app.deps.now(),
      );
      return sendTagged(request, reply, answer) as unknown as ApplicationStatus;
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
        description: `One small query when nothing changed.${ETAG_NOTE}`,
        params: zUuidParams,
        response: { 200: zHelocApplication, ...errors },
      },
    },
    async (request, reply) => {
      const scope = ownScope(request, request.params.uuid);
      const answer = await cachedAnswerJson(db, scope, 'application', app.deps.now());
      return sendTagged(request, reply, answer) as unknown as HelocApplication;
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
