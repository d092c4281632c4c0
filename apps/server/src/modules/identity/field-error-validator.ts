import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { toFieldErrors, withStorableText } from '@openheloc/domain';
import { AppError } from '../../http/app-error';

/**
 * A route validator that answers as the browser's form shows errors: the first message of each
 * field (the domain's `toFieldErrors`), so a direct call and the form say the same words.
 */
export const firstErrorPerField: FastifySchemaCompiler<unknown> = ({ schema }) => {
  if (!(schema instanceof z.core.$ZodType))
    throw new TypeError('firstErrorPerField needs a zod schema');
  const storable = withStorableText(schema);
  return (data) => {
    const result = z.safeParse(storable, data);
    if (result.success) return { value: result.data };
    const [first, ...rest] = toFieldErrors(result.error);
    const error = new AppError('invalid_input', first?.message ?? 'Bad request', first?.field);
    error.errors.push(...rest.map((item) => ({ code: error.code, ...item })));
    return { error };
  };
};
