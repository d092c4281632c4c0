import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zOpsLoginRequest, zOpsLoginResponse, zOpsUser } from '@openheloc/domain';
import { AppError } from '../../http/app-error';
import { LOGIN_REQUEST_RATE_LIMIT } from '../identity/schemas';
import { logInOpsUser } from './ops-login-service';
import { revokeOpsSession } from './ops-sessions';
import { toOpsUser } from './ops-user-view';
import { opsUserOf, requireOpsUser } from './require-ops-user';
import { opsErrorResponses, opsLoginErrorResponses } from './schemas';

const tags = ['operations users'];
const security = [{ bearer: [] }];

/** Sign-in, sign-out and the signed-in user for operations staff, apart from borrowers'. */
export const opsUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const services = { db: deps.database.db, jwtSecret: deps.secrets.jwtSecret, now: deps.now };

  app.post(
    '/ops/api/v1/auth/login',
    {
      config: { rateLimit: LOGIN_REQUEST_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Sign in as an operations user',
        description:
          'A wrong e-mail, a wrong password and a disabled account get the same 401. After 5 failures for an account, or 20 from one address (borrower sign-ins included), within 15 minutes: 429. The token opens operations routes only; it lasts 8 hours.',
        body: zOpsLoginRequest,
        response: { 200: zOpsLoginResponse, ...opsLoginErrorResponses },
      },
    },
    async (request) => {
      const { token, user } = await logInOpsUser(services, {
        email: request.body.email,
        password: request.body.password,
        ipAddress: request.ip,
      });
      return { token, user: toOpsUser(user) };
    },
  );

  app.post(
    '/ops/api/v1/auth/logout',
    {
      preHandler: requireOpsUser(),
      schema: {
        tags,
        summary: 'Sign out: the presented operations token stops working at once',
        security,
        response: { 204: z.null().describe('Signed out'), ...opsErrorResponses },
      },
    },
    async (request, reply) => {
      if (request.opsSessionJti === null) throw AppError.unauthorized();
      await revokeOpsSession(services.db, request.opsSessionJti, deps.now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/ops/api/v1/auth/me',
    {
      preHandler: requireOpsUser(),
      schema: {
        tags,
        summary: 'The signed-in operations user',
        security,
        response: { 200: zOpsUser, ...opsErrorResponses },
      },
    },
    async (request) => toOpsUser(opsUserOf(request)),
  );
};
