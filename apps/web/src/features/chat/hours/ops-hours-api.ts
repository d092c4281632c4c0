import {
  zOperatingHoursEntry,
  type OperatingHoursDay,
  type OperatingHoursDepartment,
} from '@openheloc/domain';
import { z } from 'zod';
import { opsApi } from '@/lib/ops-auth/ops-api';

const weekPath = (orgCode: string, department: OperatingHoursDepartment) =>
  `/ops/api/v1/hours/organizations/${encodeURIComponent(orgCode)}/${department}`;
const zWeek = z.array(zOperatingHoursEntry);

/** A lender's week for a department, as operations edit it. */
export function fetchOpsWeek(
  orgCode: string,
  department: OperatingHoursDepartment,
  signal?: AbortSignal,
) {
  return opsApi.request(weekPath(orgCode, department), { schema: zWeek, signal });
}

/** Replaces the whole week; answers the week as stored. */
export function saveOpsWeek(
  orgCode: string,
  department: OperatingHoursDepartment,
  days: OperatingHoursDay[],
) {
  return opsApi.request(weekPath(orgCode, department), {
    method: 'PUT',
    body: { days },
    schema: zWeek,
  });
}
