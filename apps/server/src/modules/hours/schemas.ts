import { zOperatingHoursDepartment } from '@openheloc/domain';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';

export const zDepartmentParams = z.object({ department: zOperatingHoursDepartment });
export const zDisplayQuery = z.object({
  /** true: each day also carries its hours written for people. */
  display: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export const zOrgDepartmentParams = zDepartmentParams.extend({
  orgCode: z.string().regex(/^[A-Z0-9_]{2,40}$/, { error: 'Unknown organisation' }),
});

export const hoursErrorResponses = errorResponses(400);
export const opsHoursErrorResponses = errorResponses(400, 401, 403, 404);
