import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zRegistration, zSecondFactorLoginRequest } from '@openheloc/domain';
import { secondFactorStatus } from '../second-factor/second-factor-store';
import { completeSecondFactorLogIn } from './second-factor-login';
import { AppError } from '../../http/app-error';
import { revokeSession } from '../auth/sessions';
import { callerOf, requireAuth } from '../auth/authenticate';
import { loadSignedInBorrower } from '../profile/signed-in';
import { firstErrorPerField } from './field-error-validator';
import { toIdentity, toLegacyIdentity } from './identity-views';
import { logIn } from './login-service';
import { reserveRegistrationAttempt } from './registration-attempts';
import { registerBorrower, type StartApplication } from './registration-service';
import { startApplication } from '../workflow/start-application';
import {
  LOGIN_REQUEST_RATE_LIMIT,
  publicErrorResponses,
  CRYPTO_HELOC_SOURCE,
  REGISTER_RATE_LIMIT,
  TOO_MANY_REGISTRATIONS_MESSAGE,
  secureErrorResponses,
  zIdentityResponse,
  zLegacyIdentityResponse,
  zLoginRequest,
  zLoginResponse,
  zRegisterResponse,
  zSignedIn,
  zRegistrationSource,
} from './schemas';

const tags = ['identity'];
const security = [{ bearer: [] }];

/** Registration, sign-in, sign-out and the signed-in identity. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // The registration only writes the pre-qualification job, which whichever worker polls runs;
  // the app's queue also wakes this instance's worker at once.
  const queue = deps.jobQueue;
  const services = {
    db: deps.database.db,
    jwtSecret: deps.secrets.jwtSecret,
    now: deps.now,
    startApplication: ((tx, input) =>
      startApplication(tx, input, { queue, now: deps.now })) satisfies StartApplication,
  };

  app.post(
    '/identity/api/v1/registration/register',
    {
      // Before validation: every attempt from the address counts, a malformed one too.
      preValidation: async (request) => {
        const allowed = await reserveRegistrationAttempt(
          services.db,
          request.ip,
          { ...REGISTER_RATE_LIMIT, max: deps.config.registerRateLimit },
          deps.now(),
        );
        if (!allowed) throw new AppError('rate_limited', TOO_MANY_REGISTRATIONS_MESSAGE);
      },
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        summary: 'Register a borrower and open their HELOC application',
        description:
          'Creates the identity, profile, addresses, every consent (with its text version, time, address and user agent) and the application, whose pre-qualification (soft pull, property lookup, offers) then runs in the background; all in one transaction. Answers 400 with the first message of each invalid field, 409 when the e-mail already has an account in this organisation.',
        querystring: zRegistrationSource,
        body: zRegistration,
        response: { 201: zRegisterResponse, ...publicErrorResponses },
      },
    },
    async (request, reply) => {
      const result = await registerBorrower(services, {
        orgCode: request.org.orgCode,
        registration: request.body,
        source: {
          isCrypto:
            request.org.offersCryptoHeloc && request.query.utm_source === CRYPTO_HELOC_SOURCE,
          referrerUuid: request.query.referrer,
          offered: request.org.meta,
        },
        origin: { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      });
      return reply.code(201).send({
        jwt: result.token,
        identityUuid: result.identityUuid,
        applicationUuid: result.applicationUuid,
      });
    },
  );

  app.post(
    '/identity/api/v1/login',
    {
      config: { rateLimit: LOGIN_REQUEST_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          "A wrong e-mail and a wrong password get the same 401. 429 after, within 15 minutes: 5 failures for an account from one address (that address only), 20 for an account from addresses it never used, or 20 from one address across accounts. From the account's own address (signed in or registered from) failures are never locked: after 5, each attempt waits 30 s, doubling up to 15 minutes; the message says how long.",
        body: zLoginRequest,
        response: { 200: zLoginResponse, ...publicErrorResponses },
      },
    },
    async (request) => {
      const result = await logIn(services, {
        orgCode: request.org.orgCode,
        email: request.body.email,
        password: request.body.password,
        ipAddress: request.ip,
      });
      return 'token' in result
        ? { jwt: result.token, passwordExpired: result.passwordExpired }
        : result;
    },
  );

  app.post(
    '/identity/api/v1/login/second-factor',
    {
      config: { rateLimit: LOGIN_REQUEST_RATE_LIMIT },
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        summary: 'Finish signing in with the code from the authenticator app, or a recovery code',
        description:
          'The challenge is what the password step answered when two-factor sign-in is on; it lasts 5 minutes (401 after). A wrong code, or an authenticator code already used, answers 400 on code and counts as a failed sign-in (429 once the sign-in limits are reached). A recovery code works once.',
        body: zSecondFactorLoginRequest,
        response: { 200: zSignedIn, ...publicErrorResponses },
      },
    },
    async (request) => {
      const { token, passwordExpired } = await completeSecondFactorLogIn(
        { ...services, encryptionKey: deps.secrets.encryptionKey },
        { challenge: request.body.challenge, code: request.body.code, ipAddress: request.ip },
      );
      return { jwt: token, passwordExpired };
    },
  );

  app.post(
    '/identity/secure/api/v1/logout',
    {
      preHandler: requireAuth(),
      schema: {
        tags,
        summary: 'Sign out: the presented token stops working at once',
        security,
        response: { 204: z.null().describe('Signed out'), ...secureErrorResponses },
      },
    },
    async (request, reply) => {
      await revokeSession(services.db, callerOf(request).jti, deps.now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/identity/secure/api/v1/identity',
    {
      preHandler: requireAuth(),
      schema: {
        tags,
        summary: 'The signed-in identity (legacy shape)',
        description:
          'passwordExpired: the password was found in a breach list and must change first; twoFactorEnabled and totpVerified: an authenticator is set up and confirmed.',
        security,
        response: { 200: zLegacyIdentityResponse, ...secureErrorResponses },
      },
    },
    async (request) => {
      const borrower = await loadSignedInBorrower(request);
      const { enabled } = await secondFactorStatus(services.db, {
        kind: 'borrower',
        uuid: borrower.identity.uuid,
      });
      return toLegacyIdentity(borrower, { twoFactorEnabled: enabled });
    },
  );

  app.get(
    '/identity/secure/api/v1_1/identity',
    {
      preHandler: requireAuth(),
      schema: {
        tags,
        summary: 'The signed-in identity with name, birth date, phone numbers and addresses',
        description: 'hasSsn tells whether an SSN is on file; the number is never returned.',
        security,
        response: { 200: zIdentityResponse, ...secureErrorResponses },
      },
    },
    async (request) => toIdentity(await loadSignedInBorrower(request)),
  );
};
