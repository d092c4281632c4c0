import { z } from 'zod';
import { zApiErrorEnvelope } from '@openheloc/domain';

export const zProfileName = z.object({
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  suffix: z.string(),
});

export const zProfileResponse = z.object({
  uuid: z.uuid(),
  name: zProfileName,
  email: z.string(),
});
export type ProfileResponse = z.infer<typeof zProfileResponse>;

export const zAccountAccessQuery = z.object({
  /** The account asked about; when given it must be the caller's own. */
  principal: z.string().trim().min(1).max(128).optional(),
});

export const secureErrorResponses = {
  400: zApiErrorEnvelope,
  401: zApiErrorEnvelope,
  403: zApiErrorEnvelope,
  404: zApiErrorEnvelope,
};
