import {
  servesOrganization,
  zOperatingHoursEntry,
  zOperatingHoursWeekUpdate,
} from '@openheloc/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { opsUserOf, requireOpsUser } from '../ops-users/require-ops-user';
import type { HoursService } from './hours-service';
import { opsHoursErrorResponses, zOrgDepartmentParams } from './schemas';

const PATH = '/ops/api/v1/hours/organizations/:orgCode/:department';
const tags = ['operating hours (operations)'];
const security = [{ bearer: [] }];

/** Operations set a lender's week; ADMIN or CHAT_AGENT serving that lender. */
export function opsHoursRoutes(service: HoursService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireOpsUser('ADMIN', 'CHAT_AGENT'));

    const servedOrgCode = (request: FastifyRequest, orgCode: string) => {
      if (!app.deps.organizations.byCode(orgCode)) throw AppError.notFound('Unknown organisation');
      if (!servesOrganization(opsUserOf(request), orgCode)) throw AppError.forbidden();
      return orgCode;
    };

    app.get(
      PATH,
      {
        schema: {
          tags,
          security,
          summary: "A lender's week for a department, as operations edit it",
          params: zOrgDepartmentParams,
          response: { 200: z.array(zOperatingHoursEntry), ...opsHoursErrorResponses },
        },
      },
      async (request) => {
        const orgCode = servedOrgCode(request, request.params.orgCode);
        return service.entries(orgCode, request.params.department, true);
      },
    );

    app.put(
      PATH,
      {
        bodyLimit: 16 * 1024,
        schema: {
          tags,
          security,
          summary: "Replace a lender's week for a department",
          description:
            'All seven days, weekdayValue 1 (Monday) to 7 (Sunday), 24-hour HH:mm in Pacific Time; an open day closes after it opens. Major US holidays stay closed whatever the week says.',
          params: zOrgDepartmentParams,
          body: zOperatingHoursWeekUpdate,
          response: { 200: z.array(zOperatingHoursEntry), ...opsHoursErrorResponses },
        },
      },
      async (request) => {
        const orgCode = servedOrgCode(request, request.params.orgCode);
        const user = opsUserOf(request);
        await service.setWeek(orgCode, request.params.department, request.body.days, user.email);
        return service.entries(orgCode, request.params.department, true);
      },
    );
  };
}
