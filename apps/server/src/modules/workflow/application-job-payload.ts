import { z } from 'zod';

/** What every application job carries: which application, at which version of its row. */
export const zApplicationJobPayload = z.object({
  applicationUuid: z.uuid(),
  orgCode: z.string().min(1),
  version: z.number().int().min(1),
});
export type ApplicationJobPayload = z.infer<typeof zApplicationJobPayload>;
