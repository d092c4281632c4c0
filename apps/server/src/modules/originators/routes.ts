import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVALID_ORIGINATOR_ID_MESSAGE, zLoanOriginatorInfo } from '@openheloc/domain';
import { originatorInfo, sandboxOriginatorDirectory } from './service';
import { errorResponses } from '../../http/error-responses';

/** Ten minutes, as the spec caches the answer; it is public and holds no borrower's data. */
export const ORIGINATOR_CACHE_SECONDS = 600;

const zParams = z.object({
  loanOriginatorUuid: z.uuid({ error: INVALID_ORIGINATOR_ID_MESSAGE }),
});

/** The loan-originator card's public contact details. */
export const originatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/service-lead-portal/api/lo/:loanOriginatorUuid',
    {
      schema: {
        tags: ['originators'],
        summary: 'Public contact details of the loan officer or broker who referred a borrower',
        description:
          'The uuid comes from the referrer query parameter or the application referrer. Cacheable for ten minutes. 400 for a malformed uuid, 404 for an unknown one.',
        params: zParams,
        response: { 200: zLoanOriginatorInfo, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const info = originatorInfo(sandboxOriginatorDirectory, request.params.loanOriginatorUuid);
      reply.header('cache-control', `public, max-age=${ORIGINATOR_CACHE_SECONDS}`);
      return info;
    },
  );
};
