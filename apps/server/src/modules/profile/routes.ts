import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { requireAuth } from '../auth/authenticate';
import { zAccountAccessResponse, zAccountListResponse } from '@openheloc/domain';
import { secureErrorResponses, zAccountAccessQuery, zProfileResponse } from './schemas';
import { fullName, type BorrowerRecord } from './service';
import { loadSignedInBorrower as load } from './signed-in';

const security = [{ bearer: [] }];
const ACCOUNT_MAPPING =
  "In this product the account is the borrower's own: account.name is their full name (the e-mail when they have no profile) and account.address is their identity uuid.";

/** The signed-in person's profile and the shell's account calls. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const accountOf = ({ identity, profile }: BorrowerRecord) => ({
    name: profile ? fullName(profile) : identity.email,
    address: identity.uuid,
  });

  app.get(
    '/service-profile/api/v1/profile',
    {
      preHandler: requireAuth(),
      schema: {
        tags: ['profile'],
        summary: "The signed-in person's name and e-mail",
        security,
        response: { 200: zProfileResponse, ...secureErrorResponses },
      },
    },
    async (request) => {
      const { identity, profile } = await load(request);
      if (!profile) throw AppError.notFound('Profile not found');
      const { firstName, middleName, lastName, suffix } = profile;
      return {
        uuid: profile.uuid,
        name: { firstName, middleName, lastName, suffix },
        email: identity.email,
      };
    },
  );

  app.get(
    '/service-wallet/secure/api/v4/account/access',
    {
      preHandler: requireAuth(),
      schema: {
        tags: ['profile'],
        summary: "The signed-in person's account and their access to it",
        description: `${ACCOUNT_MAPPING} The optional principal names the account asked about; any other than the caller's own answers 404.`,
        security,
        querystring: zAccountAccessQuery,
        response: { 200: zAccountAccessResponse, ...secureErrorResponses },
      },
    },
    async (request) => {
      const record = await load(request);
      const { principal } = request.query;
      if (principal !== undefined && principal.toLowerCase() !== record.identity.uuid) {
        throw AppError.notFound('Account not found');
      }
      return {
        account: accountOf(record),
        authorizedWallet: { authorizationType: 'OWNER' as const },
      };
    },
  );

  app.get(
    '/service-wallet/secure/api/v4/account',
    {
      preHandler: requireAuth(),
      schema: {
        tags: ['profile'],
        summary: 'The accounts the signed-in person can reach, with who may act on them',
        description: `${ACCOUNT_MAPPING} The list holds that one account, authorised to its owner.`,
        security,
        response: { 200: zAccountListResponse, ...secureErrorResponses },
      },
    },
    async (request) => {
      const record = await load(request);
      return [
        { account: accountOf(record), authorizedWallets: [{ address: record.identity.uuid }] },
      ];
    },
  );
};
