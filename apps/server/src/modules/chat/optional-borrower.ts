import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { requireAuth } from '../auth/authenticate';

const checkBorrower = requireAuth('BORROWER', 'CO_DEEDER');

/**
 * The signed-in borrower behind a public chat call, or null for a visitor: the widget sends the
 * stored token when there is one, and a stale token just makes the caller a visitor.
 */
export async function optionalBorrower(request: FastifyRequest): Promise<string | null> {
  if (!request.headers.authorization) return null;
  try {
    await checkBorrower(request);
    return request.auth?.identityUuid ?? null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
