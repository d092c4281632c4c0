import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  zAuthenticatorCode,
  zAuthenticatorSetup,
  zChangePasswordRequest,
  zOpsLoginRequest,
  zOpsLoginResponse,
  zOpsSignedIn,
  zOpsUser,
  zRecoveryCodes,
  zSecondFactorLoginRequest,
} from '@openheloc/domain';
import { errorResponses } from '../../http/error-responses';
import { firstErrorPerField } from '../identity/field-error-validator';
import { changeOpsPassword } from './ops-password-service';
import {
  completeOpsSecondFactor,
  confirmOpsAuthenticator,
  startOpsAuthenticatorSetup,
} from './ops-second-factor-service';
import { AppError } from '../../http/app-error';
import { LOGIN_REQUEST_RATE_LIMIT } from '../identity/schemas';
import { logInOpsUser } from './ops-login-service';
import { revokeOpsSession } from './ops-sessions';
import { toOpsUser } from './ops-user-view';
import { opsUserOf, requireOpsUser } from './require-ops-user';
import { opsErrorResponses, opsLoginErrorResponses } from './schemas';

const tags = ['operations users'];
const security = [{ bearer: [] }];
const COUNTED =
  'A wrong code, or an authenticator code already used, answers 400 on code and counts as a failed sign-in (429 once the sign-in limits are reached).';
const zOpsSetupRequest = z.object({ challenge: z.string().min(1).max(2048) });
const zOpsConfirmSetupRequest = zOpsSetupRequest.extend({ code: zAuthenticatorCode });

/** Sign-in, sign-out and the signed-in user for operations staff, apart from borrowers'. */
export const opsUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const services = {
    db: deps.database.db,
    jwtSecret: deps.secrets.jwtSecret,
    encryptionKey: deps.secrets.encryptionKey,
    now: deps.now,
  };

  app.post(
    '/ops/api/v1/auth/login',
    {
      config: { rateLimit: LOGIN_REQUEST_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Sign in as an operations user',
        description:
          'A wrong e-mail, a wrong password and a disabled account get the same 401. After 5 failures for an account, or 20 from one address (borrower sign-ins included), within 15 minutes: 429. Two-factor sign-in is required: a right password answers a challenge, for the code (secondFactor CODE) or for setting up an authenticator first (SETUP); with a right code in the request as well, it answers the session at once (400 on code for a wrong one). The token opens operations routes only; it lasts 8 hours. passwordExpired: change the password first.',
        body: zOpsLoginRequest,
        response: { 200: zOpsLoginResponse, ...opsLoginErrorResponses },
      },
    },
    async (request) =>
      logInOpsUser(services, {
        email: request.body.email,
        password: request.body.password,
        code: request.body.code,
        ipAddress: request.ip,
      }),
  );

  app.post(
    '/ops/api/v1/auth/second-factor',
    {
      config: { rateLimit: LOGIN_REQUEST_RATE_LIMIT },
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        summary: 'Finish signing in with the code from the authenticator app, or a recovery code',
        description: `The challenge is what the password step answered (secondFactor CODE); it lasts 5 minutes (401 after). ${COUNTED}`,
        body: zSecondFactorLoginRequest,
        response: { 200: zOpsSignedIn, ...opsLoginErrorResponses },
      },
    },
    async (request) =>
      completeOpsSecondFactor(services, {
        challenge: request.body.challenge,
        code: request.body.code,
        ipAddress: request.ip,
      }),
  );

  app.post(
    '/ops/api/v1/auth/second-factor/setup',
    {
      config: { rateLimit: LOGIN_REQUEST_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Start setting up the authenticator app that operations sign-in requires',
        description:
          'The challenge is what the password step answered (secondFactor SETUP). Answers a new secret, its otpauth:// URI and the QR code of it (SVG). 409 when an authenticator is set up already.',
        body: zOpsSetupRequest,
        response: { 200: zAuthenticatorSetup, ...opsLoginErrorResponses, ...errorResponses(409) },
      },
    },
    async (request) => startOpsAuthenticatorSetup(services, request.body.challenge),
  );

  app.post(
    '/ops/api/v1/auth/second-factor/setup/confirm',
    {
      config: { rateLimit: LOGIN_REQUEST_RATE_LIMIT },
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        summary: 'Confirm the authenticator app with a code, and sign in',
        description: `Answers the session and 10 recovery codes, shown this once. ${COUNTED}`,
        body: zOpsConfirmSetupRequest,
        response: {
          200: zOpsSignedIn.extend(zRecoveryCodes.shape),
          ...opsLoginErrorResponses,
          ...errorResponses(409),
        },
      },
    },
    async (request) =>
      confirmOpsAuthenticator(services, {
        challenge: request.body.challenge,
        code: request.body.code,
        ipAddress: request.ip,
      }),
  );

  app.put(
    '/ops/api/v1/auth/password',
    {
      preHandler: requireOpsUser(),
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        summary: 'Change the password',
        description:
          'Needed after an administrator reset it or when it was found in a breach list (passwordExpired at sign-in). The current password is counted like a sign-in (400 on currentPassword when wrong); a breached new password answers 400 on password. Every other session of the user ends.',
        security,
        body: zChangePasswordRequest,
        response: {
          204: z.null().describe('Password changed'),
          ...opsErrorResponses,
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      if (request.opsSessionJti === null) throw AppError.unauthorized();
      await changeOpsPassword(
        services,
        { uuid: opsUserOf(request).uuid, jti: request.opsSessionJti, ipAddress: request.ip },
        request.body,
      );
      return reply.code(204).send(null);
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
