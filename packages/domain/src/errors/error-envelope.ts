import { z } from 'zod';
import { zApiErrorCode, type ApiErrorCode } from './error-codes';

/** The one error shape every API answers with: a code for programs, a message for people. */
export const zApiErrorItem = z.object({
  code: zApiErrorCode,
  field: z.optional(z.string()),
  message: z.string(),
});
export const zApiErrorEnvelope = z.object({ errors: z.array(zApiErrorItem) });
export type ApiErrorItem = z.infer<typeof zApiErrorItem>;
export type ApiErrorEnvelope = z.infer<typeof zApiErrorEnvelope>;

/** The codes of an error answer's body, or none when the body is not the API's envelope. */
export function errorCodesIn(data: unknown): ApiErrorCode[] {
  const envelope = zApiErrorEnvelope.safeParse(data);
  return envelope.success ? envelope.data.errors.map((error) => error.code) : [];
}
