import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  zAuthenticatorSetup,
  zConfirmAuthenticatorRequest,
  zDisableTwoFactorRequest,
  zRecoveryCodes,
  zTwoFactorStatus,
} from '@openheloc/domain';
import { callerOf, requireAuth } from '../auth/authenticate';
import { errorResponses } from '../../http/error-responses';
import { secureErrorResponses } from '../profile/schemas';
import type { SettingsCaller } from './account-settings-service';
import { firstErrorPerField } from './field-error-validator';
import {
  confirmAuthenticator,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startAuthenticatorSetup,
  twoFactorStatus,
} from './two-factor-settings-service';

const tags = ['profile'];
const security = [{ bearer: [] }];
const BASE = '/service-profile/api/v1/profile/two-factor';
const COUNTED =
  'A wrong code answers 400 on code and counts as a failed sign-in (429 once the sign-in limits are reached).';
const changeErrors = { ...secureErrorResponses, ...errorResponses(400, 409, 429) };

const settingsCaller = (request: FastifyRequest): SettingsCaller => {
  const { identityUuid, orgCode, jti } = callerOf(request);
  return { identityUuid, orgCode, jti, ipAddress: request.ip };
};

/** Two-factor sign-in on the settings page: optional for borrowers. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.deps.database.db,
    now: app.deps.now,
    encryptionKey: app.deps.secrets.encryptionKey,
  };
  const preHandler = requireAuth('BORROWER', 'CO_DEEDER');

  app.get(
    BASE,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        security,
        response: { 200: zTwoFactorStatus, ...secureErrorResponses },
      },
    },
    async (request) => twoFactorStatus(deps, settingsCaller(request)),
  );

  app.post(
    `${BASE}/setup`,
    {
      preHandler,
      schema: {
        tags,
        summary: 'Start setting up an authenticator app',
        description:
          'Answers a new secret, its otpauth:// URI and the QR code of it (SVG). Nothing changes at sign-in until a code from the app confirms it; starting again replaces the secret not yet confirmed.',
        security,
        response: { 200: zAuthenticatorSetup, ...secureErrorResponses },
      },
    },
    async (request) =>
      startAuthenticatorSetup(deps, settingsCaller(request), request.org.brandName),
  );

  app.post(
    `${BASE}/confirm`,
    {
      preHandler,
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        summary: 'Confirm the authenticator app with a code: two-factor sign-in is on',
        description:
          'Answers 10 recovery codes, shown this once (each signs in once in place of a code). A wrong code, or no setup started, answers 400 on code.',
        security,
        body: zConfirmAuthenticatorRequest,
        response: { 200: zRecoveryCodes, ...changeErrors },
      },
    },
    async (request) => confirmAuthenticator(deps, settingsCaller(request), request.body.code),
  );

  app.post(
    `${BASE}/recovery-codes`,
    {
      preHandler,
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        summary: 'Replace the recovery codes',
        description: `Confirmed with a code from the authenticator app; the old codes stop working. 409 when two-factor sign-in is off. ${COUNTED}`,
        security,
        body: zConfirmAuthenticatorRequest,
        response: { 200: zRecoveryCodes, ...changeErrors },
      },
    },
    async (request) => regenerateRecoveryCodes(deps, settingsCaller(request), request.body.code),
  );

  app.post(
    `${BASE}/disable`,
    {
      preHandler,
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off',
        description: `Takes the current password (400 on currentPassword when wrong) and a code from the app or a recovery code. 409 when it is off already. ${COUNTED}`,
        security,
        body: zDisableTwoFactorRequest,
        response: { 204: z.null().describe('Two-factor sign-in is off'), ...changeErrors },
      },
    },
    async (request, reply) => {
      await disableTwoFactor(deps, settingsCaller(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
