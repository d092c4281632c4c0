import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  zAccountSettings,
  zChangeEmailRequest,
  zChangePasswordRequest,
  zChangePhoneRequest,
} from '@openheloc/domain';
import { callerOf, requireAuth } from '../auth/authenticate';
import { firstErrorPerField } from './field-error-validator';
import {
  accountSettingsOf,
  changeEmail,
  changePassword,
  changePhoneNumber,
  type SettingsCaller,
} from './account-settings-service';
import { secureErrorResponses } from '../profile/schemas';
import { errorResponses } from '../../http/error-responses';

const tags = ['profile'];
const security = [{ bearer: [] }];
const BASE = '/service-profile/api/v1/profile';
const REAUTH =
  'The current password confirms the change; a wrong one answers 400 on currentPassword and counts as a failed sign-in (429 once the sign-in limits are reached).';
const changeErrors = { ...secureErrorResponses, ...errorResponses(409, 429) };

const settingsCaller = (request: FastifyRequest): SettingsCaller => {
  const { identityUuid, orgCode, jti } = callerOf(request);
  return { identityUuid, orgCode, jti, ipAddress: request.ip };
};

/** The settings page: the signed-in borrower's e-mail, mobile phone and password. */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.database.db, now: app.deps.now };
  const preHandler = requireAuth('BORROWER', 'CO_DEEDER');

  app.get(
    `${BASE}/settings`,
    {
      preHandler,
      schema: {
        tags,
        summary: "The signed-in person's sign-in e-mail and mobile phone",
        security,
        response: { 200: zAccountSettings, ...secureErrorResponses },
      },
    },
    async (request) => accountSettingsOf(deps.db, settingsCaller(request)),
  );

  app.put(
    `${BASE}/email`,
    {
      preHandler,
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        summary: 'Change the sign-in e-mail',
        description: `${REAUTH} 409 when another account of the organisation uses the address.`,
        security,
        body: zChangeEmailRequest,
        response: { 200: zAccountSettings, ...changeErrors },
      },
    },
    async (request) => changeEmail(deps, settingsCaller(request), request.body),
  );

  app.put(
    `${BASE}/phone-number`,
    {
      preHandler,
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        summary: 'Change the mobile phone',
        description: REAUTH,
        security,
        body: zChangePhoneRequest,
        response: { 200: zAccountSettings, ...changeErrors },
      },
    },
    async (request) => changePhoneNumber(deps, settingsCaller(request), request.body),
  );

  app.put(
    `${BASE}/password`,
    {
      preHandler,
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        summary: 'Change the password',
        description: `${REAUTH} Every other session of the account ends; the one making the change stays signed in.`,
        security,
        body: zChangePasswordRequest,
        response: { 204: z.null().describe('Password changed'), ...changeErrors },
      },
    },
    async (request, reply) => {
      await changePassword(deps, settingsCaller(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
