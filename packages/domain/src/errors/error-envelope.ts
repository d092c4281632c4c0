import { z } from 'zod';

/** The one error shape every API answers with. */
export const zApiErrorItem = z.object({ field: z.optional(z.string()), message: z.string() });
export const zApiErrorEnvelope = z.object({ errors: z.array(zApiErrorItem) });
export type ApiErrorItem = z.infer<typeof zApiErrorItem>;
export type ApiErrorEnvelope = z.infer<typeof zApiErrorEnvelope>;
