import { NO_PRIVATE_LABEL_DATA_MESSAGE, zOrganization, zStateLicense } from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { renderLogoSvg } from './logo-svg';
import { LOGO_PATH, ORGANIZATION_PATH, STATE_LICENSES_PATH } from './organization-paths';
import { stateLicensesOf } from './state-licenses';
import { errorResponses } from '../../http/error-responses';

const zOrgCode = z
  .string({ error: 'orgCode is required' })
  .trim()
  .min(1, 'orgCode is required')
  .max(40, 'orgCode is at most 40 characters');
/** Logos change only with the data file, which changes only with a deploy. */
const LOGO_CACHE_CONTROL = 'public, max-age=86400';

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ORGANIZATION_PATH,
    {
      schema: {
        tags: ['organizations'],
        summary: "The request's organisation record (from x-org, the host name or the default)",
        headers: z.object({ 'x-org': z.string().optional() }),
        response: { 200: zOrganization, ...errorResponses(400) },
      },
    },
    async (request) => request.org,
  );

  app.get(
    STATE_LICENSES_PATH,
    {
      schema: {
        tags: ['organizations'],
        summary: 'States the organisation is licensed in, sorted case-insensitively',
        querystring: z.object({ orgCode: zOrgCode }),
        response: { 200: z.array(zStateLicense), ...errorResponses(400, 404) },
      },
    },
    async (request) => stateLicensesOf(app.deps.organizations, request.query.orgCode),
  );

  app.get(
    LOGO_PATH,
    {
      schema: {
        tags: ['organizations'],
        summary: "The organisation's wordmark logo as SVG",
        params: z.object({ orgCode: zOrgCode }),
        produces: ['image/svg+xml'],
        response: { 200: z.string().describe('An SVG document'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const org = app.deps.organizations.byCode(request.params.orgCode);
      if (!org) throw AppError.notFound(NO_PRIVATE_LABEL_DATA_MESSAGE);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', LOGO_CACHE_CONTROL)
        .send(renderLogoSvg(org));
    },
  );
};
