import { z } from 'zod';

/** A decision of v2/decision: the flag, and for an experiment whose flag is on, the variation. */
export const zFlagDecision = z.object({
  key: z.string(),
  enabled: z.boolean(),
  variables: z.record(z.string(), z.unknown()),
  variationKey: z.nullable(z.string()),
});
export type FlagDecision = z.infer<typeof zFlagDecision>;
