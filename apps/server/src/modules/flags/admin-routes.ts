import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { opsActor } from '../ops-auth/ops-actor';
import { requireOpsToken } from '../ops-auth/require-ops-token';
import {
  ADMIN_BODY_LIMIT,
  adminErrorResponses,
  zAdminFlag,
  zAdminFlagList,
  zAdminFlagParams,
  zAdminOrganizationParams,
  zOverrideBody,
} from './schemas';
import type { FlagService } from './service';

const BASE = '/service-optimize/admin/api/v1/organizations/:orgCode/features';
const tags = ['feature flags (operations)'];
const security = [{ bearer: [] }];

/** Operations API for overrides; `orgCode` may be `*` for every organisation. */
export function adminFlagRoutes(service: FlagService): FastifyPluginAsyncZod {
  return async (app) => {
    // On request, before any parsing: a stranger learns nothing, not even validation messages.
    app.addHook('onRequest', requireOpsToken);

    app.get(
      BASE,
      {
        schema: {
          tags,
          security,
          summary: 'Effective flags of an organisation (or `*`) and where each value comes from',
          params: zAdminOrganizationParams,
          response: { 200: zAdminFlagList, ...adminErrorResponses },
        },
      },
      async (request) => service.listForAdmin(request.params.orgCode),
    );

    app.put(
      `${BASE}/:key`,
      {
        bodyLimit: ADMIN_BODY_LIMIT,
        schema: {
          tags,
          security,
          summary: 'Set the override of one flag for an organisation (or `*`)',
          description:
            'Replaces the override. Its variables merge over the default; fe-heloc-maintenance accepts routes, message, pageTitle and shouldShowDashboardLink.',
          params: zAdminFlagParams,
          body: zOverrideBody,
          response: { 200: zAdminFlag, ...adminErrorResponses },
        },
      },
      async (request) =>
        service.setOverride(
          request.params.orgCode,
          request.params.key,
          request.body,
          opsActor(request),
        ),
    );

    app.delete(
      `${BASE}/:key`,
      {
        schema: {
          tags,
          security,
          summary: 'Remove the override of one flag; answers the value now in effect',
          params: zAdminFlagParams,
          response: { 200: zAdminFlag, ...adminErrorResponses },
        },
      },
      async (request) => service.removeOverride(request.params.orgCode, request.params.key),
    );
  };
}
