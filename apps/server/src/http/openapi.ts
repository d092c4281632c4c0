import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'OpenHELOC API',
        description:
          'Borrower-facing home-equity lending services. Money is in whole US cents (integers, at most one billion dollars either way); rates and ratios are in whole basis points (1 bp = 0.01%). Every error answers { errors: [{ code, field?, message }] }: decide on `code` (each status lists the codes it carries), show `message`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
