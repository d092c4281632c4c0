import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';

export const zProfileName = z.object({
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  suffix: z.string(),
});

export const zProfileResponse = z.object({
  uuid: z.uuid(),
  name: zProfileName,
  email: z.string(),
});
export type ProfileResponse = z.infer<typeof zProfileResponse>;

/** In this product the account is the borrower's own: the name is their full name. */
export const zAccount = z.object({
  name: z.string(),
  /** The account identifier, which is the identity's uuid. */
  address: z.string(),
});

/** The borrower owns the one account they can reach. */
export const ACCOUNT_AUTHORIZATION_TYPES = ['OWNER'] as const;

export const zAccountAccessQuery = z.object({
  /** The account asked about; when given it must be the caller's own. */
  principal: z.string().trim().min(1).max(128).optional(),
});

export const zAccountAccessResponse = z.object({
  account: zAccount,
  authorizedWallet: z.object({ authorizationType: z.enum(ACCOUNT_AUTHORIZATION_TYPES) }),
});
export type AccountAccessResponse = z.infer<typeof zAccountAccessResponse>;

export const zAccountListResponse = z.array(
  z.object({
    account: zAccount,
    authorizedWallets: z.array(z.object({ address: z.string() })),
  }),
);
export type AccountListResponse = z.infer<typeof zAccountListResponse>;

export const secureErrorResponses = errorResponses(400, 401, 403, 404);
