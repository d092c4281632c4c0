import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withStorableText } from '@openheloc/domain';

/**
 * The app's validator: each route's zod schema (body, query, params), plus the domain's rule that
 * no accepted string holds a character the database cannot store. A route with a compiler of its
 * own wraps its schema with `withStorableText` too.
 */
export const storableValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  if (!(route.schema instanceof z.core.$ZodType))
    throw new TypeError('Route schemas are zod schemas');
  return validatorCompiler({ ...route, schema: withStorableText(route.schema) });
};
