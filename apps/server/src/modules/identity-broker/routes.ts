import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_NAME_HEADER,
  isAllowedRedirectPath,
  zIdentityBrokerAudience,
  zIdentityBrokerLoginAnswer,
  zIdentityBrokerRedirect,
  zIdentityBrokerUser,
  zReferredApplication,
} from '@openheloc/domain';
import { revokeSession } from '../auth/sessions';
import { callerOf, requireAuth } from '../auth/authenticate';
import { LOGIN_REQUEST_RATE_LIMIT, zLoginRequest } from '../identity/schemas';
import {
  AUDIENCE_HOME,
  AUDIENCE_LOGIN,
  audienceLogIn,
  identityBrokerUser,
  referredApplications,
} from './service';
import { errorResponses } from '../../http/error-responses';

const tags = ['identity broker'];
const security = [{ bearer: [] }];
const zAudienceParams = z.object({ audience: zIdentityBrokerAudience });
const errors = errorResponses(400, 401, 403, 404, 429);

/**
 * Sign-in for brokers (agent) and borrowers (customer) through the identity broker. The spec's
 * login 'returns redirect': here it checks e-mail and password like the borrowers' login and
 * answers the credential with where to go.
 */
export const identityBrokerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const loginDeps = { db: deps.database.db, jwtSecret: deps.secrets.jwtSecret, now: deps.now };

  app.post(
    '/identity-broker/:audience/api/v3/login',
    {
      config: { rateLimit: LOGIN_REQUEST_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Sign in as a broker (agent) or a borrower (customer)',
        description:
          "Same limits and answers as /identity/api/v1/login; an account of the other audience gets the wrong-password answer. redirect is redirectUrl when it is an in-app path (a slash then a lowercase letter), else the audience's home (/broker or /dashboard). trackingId is the telemetry session's.",
        params: zAudienceParams,
        querystring: z.object({
          redirectUrl: z.string().max(2000).optional(),
          trackingId: z.string().max(100).optional(),
        }),
        body: zLoginRequest,
        response: { 200: zIdentityBrokerLoginAnswer, ...errors },
      },
    },
    async (request) => {
      const { audience } = request.params;
      const { token } = await audienceLogIn(loginDeps, audience, {
        orgCode: request.org.orgCode,
        email: request.body.email,
        password: request.body.password,
        ipAddress: request.ip,
      });
      const { redirectUrl } = request.query;
      return {
        jwt: token,
        redirect: isAllowedRedirectPath(redirectUrl) ? redirectUrl : AUDIENCE_HOME[audience],
      };
    },
  );

  app.get(
    '/identity-broker/:audience/secure/api/v3/self/figureinfo',
    {
      preHandler: requireAuth(),
      schema: {
        tags,
        summary: 'The signed-in identity-broker user',
        description: `The ${APPLICATION_NAME_HEADER} header names the calling application. 404 'User not found' when the caller is not of the audience (a borrower asking as an agent), which the browser's broker-login decision reads.`,
        security,
        params: zAudienceParams,
        headers: z.object({ [APPLICATION_NAME_HEADER]: z.string().max(100).optional() }),
        response: { 200: zIdentityBrokerUser, ...errors },
      },
    },
    async (request) =>
      identityBrokerUser(deps.database.db, request.params.audience, callerOf(request)),
  );

  app.post(
    '/identity-broker/:audience/secure/api/v3/logout',
    {
      preHandler: requireAuth(),
      schema: {
        tags,
        summary: 'Sign out: the token stops working at once; answers where to sign in again',
        security,
        params: zAudienceParams,
        response: { 200: zIdentityBrokerRedirect, ...errors },
      },
    },
    async (request) => {
      await revokeSession(deps.database.db, callerOf(request).jti, deps.now());
      return { redirect: AUDIENCE_LOGIN[request.params.audience] };
    },
  );

  app.get(
    '/identity-broker/agent/secure/api/v3/applications',
    {
      preHandler: requireAuth('BROKER'),
      schema: {
        tags,
        summary: 'The applications the signed-in broker referred, at this lender, newest first',
        description:
          "Only the broker's own referrals (applications whose referrer is the broker's originator record), and only their status: no income, credit or bank data. A borrower's token gets 403.",
        security,
        response: { 200: z.array(zReferredApplication), ...errors },
      },
    },
    async (request) => referredApplications(deps.database.db, callerOf(request)),
  );
};
