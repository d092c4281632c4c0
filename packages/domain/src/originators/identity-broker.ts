import { z } from 'zod';

/** The two audiences of the identity-broker endpoints: brokers (agents) and borrowers (customers). */
export const IDENTITY_BROKER_AUDIENCES = ['agent', 'customer'] as const;
export const zIdentityBrokerAudience = z.enum(IDENTITY_BROKER_AUDIENCES, {
  error: 'Unknown sign-in audience',
});
export type IdentityBrokerAudience = z.infer<typeof zIdentityBrokerAudience>;

/** The header naming the calling application on the figureinfo call. */
export const APPLICATION_NAME_HEADER = 'application-name';

/** GET /identity-broker/{audience}/secure/api/v3/self/figureinfo */
export const zIdentityBrokerUser = z.object({
  identityUuid: z.uuid(),
  organizationCode: z.string(),
  userType: z.enum(['BORROWER', 'CO_DEEDER', 'BROKER']),
  email: z.string(),
  updatedAt: z.string(),
  /** Whether the user may manage others' access; no user of this product can. */
  isManageable: z.boolean(),
  activeLegacyCustomerOrgs: z.array(z.string()),
  walletAddresses: z.array(z.string()),
});
export type IdentityBrokerUser = z.infer<typeof zIdentityBrokerUser>;

/** POST /identity-broker/{audience}/api/v3/login and .../secure/api/v3/logout answer where to go. */
export const zIdentityBrokerRedirect = z.object({ redirect: z.string() });
export const zIdentityBrokerLoginAnswer = zIdentityBrokerRedirect.extend({ jwt: z.string() });

/** One application a broker referred, as their list shows it: status only, no personal finances. */
export const zReferredApplication = z.object({
  uuid: z.uuid(),
  loanNumber: z.string(),
  borrowerName: z.string(),
  property: z.object({ street1: z.string(), city: z.string(), state: z.string() }),
  state: z.string(),
  createdDate: z.string(),
});
export type ReferredApplication = z.infer<typeof zReferredApplication>;
