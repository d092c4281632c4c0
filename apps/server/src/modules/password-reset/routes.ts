import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_PATHS,
  zForgotPasswordRequest,
  zPasswordResetAnswer,
  zResetPasswordRequest,
  zResetTokenCheck,
} from '@openheloc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstErrorPerField } from '../identity/field-error-validator';
import { publicErrorResponses } from '../identity/schemas';
import { checkResetToken, completePasswordReset, requestPasswordReset } from './reset-service';

const tags = ['identity'];
/** A coarse per-instance ceiling in front of the database limits (10 per address in 15 minutes). */
const REQUEST_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
const SIGN_IN_PATHS = {
  BORROWER: '/auth/login',
  CO_DEEDER: '/heloc-signer/login',
  OPS: '/ops/login',
  BROKER: '/auth/login/broker',
} as const;

/** 'Forgot password?': ask for a link, check it, set a new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.database.db, now: app.deps.now };

  for (const [path, audience] of [
    [PASSWORD_RESET_PATHS.request, 'borrower'],
    [PASSWORD_RESET_PATHS.opsRequest, 'ops'],
  ] as const) {
    app.post(
      path,
      {
        config: { rateLimit: REQUEST_RATE_LIMIT },
        validatorCompiler: firstErrorPerField,
        schema: {
          tags: audience === 'ops' ? ['operations users'] : tags,
          summary: `Send a password reset link to the e-mail, if it has ${audience === 'ops' ? 'an operations' : 'an'} account`,
          description:
            'Answers 200 with the same message whether or not the e-mail has an account. The link works once, for 30 minutes. At most 3 links per account and 10 requests per address in 15 minutes (429 beyond the latter).',
          body: zForgotPasswordRequest,
          response: { 200: zPasswordResetAnswer, ...publicErrorResponses },
        },
      },
      async (request) => {
        await requestPasswordReset(deps, {
          orgCode: request.org.orgCode,
          email: request.body.email,
          ipAddress: request.ip,
          audience,
        });
        return { message: PASSWORD_RESET_MESSAGES.sent };
      },
    );
  }

  app.post(
    PASSWORD_RESET_PATHS.check,
    {
      config: { rateLimit: REQUEST_RATE_LIMIT },
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        summary: 'Whether a password reset link can still be used',
        description: '400 on the token field says why not: expired, already used, or not valid.',
        body: zResetTokenCheck,
        response: { 200: zPasswordResetAnswer, ...publicErrorResponses },
      },
    },
    async (request) => {
      await checkResetToken(deps, { orgCode: request.org.orgCode, token: request.body.token });
      return { message: 'Choose a new password.' };
    },
  );

  app.post(
    PASSWORD_RESET_PATHS.complete,
    {
      config: { rateLimit: REQUEST_RATE_LIMIT },
      validatorCompiler: firstErrorPerField,
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        description:
          "The password follows the registration rules. Success uses up the link (and the account's other links) and signs the account out everywhere; a refused link changes nothing.",
        body: zResetPasswordRequest,
        response: { 200: zPasswordResetAnswer, ...publicErrorResponses },
      },
    },
    async (request) => {
      const { identityType } = await completePasswordReset(deps, {
        orgCode: request.org.orgCode,
        token: request.body.token,
        password: request.body.password,
        ipAddress: request.ip,
      });
      return {
        message: PASSWORD_RESET_MESSAGES.done,
        signInPath: SIGN_IN_PATHS[identityType],
      };
    },
  );
};
