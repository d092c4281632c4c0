import { errorCodesFor, type ApiErrorCode } from '@openheloc/domain';
import { z } from 'zod';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 503;

/**
 * The domain's `zApiErrorEnvelope` as answered with one status: its items carry only the codes
 * of that status.
 */
function envelopeFor(status: ErrorStatus) {
  const codes = errorCodesFor(status);
  return z
    .object({
      errors: z.array(
        z.object({
          code: z.enum(codes as [ApiErrorCode, ...ApiErrorCode[]]),
          field: z.string().optional().describe('The field at fault, as the form names it'),
          message: z.string().describe('For people; may be reworded. Decide on `code`.'),
        }),
      ),
    })
    .describe(`Errors; a ${status} answer carries the code ${codes.join(' or ')}`);
}

type ErrorResponses<S extends ErrorStatus> = { [K in S]: ReturnType<typeof envelopeFor> };

/** A route's error answers by status, for its `response` schema (and the OpenAPI document). */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]): ErrorResponses<S> {
  return Object.fromEntries(
    statuses.map((status) => [status, envelopeFor(status)]),
  ) as ErrorResponses<S>;
}
