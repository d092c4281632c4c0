import type { z } from 'zod';
import { AppError } from '../../http/app-error';

/** A 400 naming every invalid variable, in the same envelope as the route-level validation. */
export function variablesError(issues: readonly z.core.$ZodIssue[]): AppError {
  const [first, ...rest] = issues.map((issue) => ({
    code: 'invalid_input' as const,
    field: ['variables', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const error = AppError.badRequest(
    first?.message ?? 'Invalid variables',
    first?.field ?? 'variables',
  );
  error.errors.push(...rest);
  return error;
}
