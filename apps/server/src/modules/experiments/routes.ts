import { zApiErrorEnvelope, zExperimentConversions } from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { opsUserOf, requireOpsUser } from '../ops-users/require-ops-user';
import { experimentConversions } from './conversions-service';

const errors = { 401: zApiErrorEnvelope, 403: zApiErrorEnvelope };

/** Operations read how each experiment's variations convert to the pre-qualified offer. */
export const experimentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.get(
    '/ops/api/v1/experiments/conversions',
    {
      preHandler: requireOpsUser(),
      schema: {
        tags: ['experiments (operations)'],
        summary:
          'Applications and conversions to the pre-qualified offer, per experiment variation',
        description:
          'Counts the applications of the lenders the user serves whose browser saved a variation (PATCH {uuid}/experiments); reachedOffer counts those with pre-qualified offers.',
        security: [{ bearer: [] }],
        response: { 200: zExperimentConversions, ...errors },
      },
    },
    async (request) => ({ conversions: await experimentConversions(db, opsUserOf(request)) }),
  );
};
