import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';

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

export const zAccountAccessQuery = z.object({
  /** The account asked about; when given it must be the caller's own. */
  principal: z.string().trim().min(1).max(128).optional(),
});

export const secureErrorResponses = errorResponses(400, 401, 403, 404);
