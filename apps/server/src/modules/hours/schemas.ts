import { zApiErrorEnvelope, zOperatingHoursDepartment } from '@openheloc/domain';
import { z } from 'zod';

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

export const hoursErrorResponses = { 400: zApiErrorEnvelope };
export const opsHoursErrorResponses = {
  400: zApiErrorEnvelope,
  401: zApiErrorEnvelope,
  403: zApiErrorEnvelope,
  404: zApiErrorEnvelope,
};
