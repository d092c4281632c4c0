import type { FastifyRequest } from 'fastify';

const ACTOR = /^[\w.@+-]{1,100}$/;
export const DEFAULT_OPS_ACTOR = 'ops-api';

/**
 * Who made an admin change, for audit columns. The ops token is shared, so the caller names
 * itself in `x-ops-actor`; anything not a plain identifier is ignored rather than stored.
 */
export function opsActor(request: FastifyRequest): string {
  const header = request.headers['x-ops-actor'];
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && ACTOR.test(value) ? value : DEFAULT_OPS_ACTOR;
}
