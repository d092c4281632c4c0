import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zOperatingHoursEntry } from '@openheloc/domain';
import { createHoursService } from './hours-service';
import { opsHoursRoutes } from './ops-routes';
import { hoursErrorResponses, zDepartmentParams, zDisplayQuery } from './schemas';

const BASE = '/service-operating-hours/external/api/v1/hours';
const tags = ['operating hours'];
const PACIFIC =
  'Times are 24-hour HH:mm in Pacific Time; weekdayValue 1 is Monday and 6 and 7 the weekend. Major US holidays (New Year, Memorial Day, Independence Day, Labor Day, Thanksgiving, Christmas) are closed whatever the week says.';

/** Operating hours of the request's organisation (x-org header, else host name). */
export const hoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHoursService(app.deps.database.db, app.deps.now);

  app.get(
    `${BASE}/:department/openStatus`,
    {
      schema: {
        tags,
        summary: 'Whether the department is open now',
        description: `The browser polls OPS_CHAT every 60 seconds. ${PACIFIC}`,
        params: zDepartmentParams,
        response: { 200: z.boolean(), ...hoursErrorResponses },
      },
    },
    async (request) => service.isOpen(request.org.orgCode, request.params.department),
  );

  for (const path of [`${BASE}/:department/week`, `${BASE}/:department`]) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: "The department's week, Monday to Sunday",
          description: `With display=true each day also carries its hours for people ('6:00 AM - 6:00 PM' or 'Closed'). ${PACIFIC}`,
          params: zDepartmentParams,
          querystring: zDisplayQuery,
          response: { 200: z.array(zOperatingHoursEntry), ...hoursErrorResponses },
        },
      },
      async (request) =>
        service.entries(request.org.orgCode, request.params.department, request.query.display),
    );
  }
  await app.register(opsHoursRoutes(service));
};
