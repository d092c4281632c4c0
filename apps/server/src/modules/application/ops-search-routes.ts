import { zApplicationSearchQuery, zApplicationSearchResults } from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { opsUserOf, requireOpsUser } from '../ops-users/require-ops-user';
import { searchApplications } from './ops-search';

/** Operations find an application by the borrower's name or e-mail, or by its loan number. */
export const opsSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.get(
    '/ops/api/v1/applications',
    {
      preHandler: requireOpsUser(),
      schema: {
        tags: ['applications (operations)'],
        summary: 'Find applications of the lenders you serve by name, e-mail or loan number',
        description:
          'Matches the beginning of the first, last or full name (any case, accents aside), of the e-mail or of the loan number; newest first, at most 20 (`capped` says when more matched).',
        security: [{ bearer: [] }],
        querystring: zApplicationSearchQuery,
        response: { 200: zApplicationSearchResults, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchApplications(db, opsUserOf(request), request.query.q),
  );
};
