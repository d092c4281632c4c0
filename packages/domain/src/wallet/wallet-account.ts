import { z } from 'zod';

/** In this product the account is the borrower's own: the name is their full name. */
export const zWalletAccount = z.object({
  name: z.string(),
  /** The account identifier, which is the identity's uuid. */
  address: z.string(),
});
export type WalletAccount = z.infer<typeof zWalletAccount>;

/** The borrower owns the one account they can reach. */
export const ACCOUNT_AUTHORIZATION_TYPES = ['OWNER'] as const;
export type AccountAuthorizationType = (typeof ACCOUNT_AUTHORIZATION_TYPES)[number];

/** How the profile menu names each kind of access. */
export const ACCOUNT_AUTHORIZATION_LABELS: Record<AccountAuthorizationType, string> = {
  OWNER: 'Owner',
};

/** GET /service-wallet/secure/api/v4/account/access */
export const zAccountAccessResponse = z.object({
  account: zWalletAccount,
  authorizedWallet: z.object({ authorizationType: z.enum(ACCOUNT_AUTHORIZATION_TYPES) }),
});
export type AccountAccessResponse = z.infer<typeof zAccountAccessResponse>;

/** GET /service-wallet/secure/api/v4/account */
export const zAccountListResponse = z.array(
  z.object({
    account: zWalletAccount,
    authorizedWallets: z.array(z.object({ address: z.string() })),
  }),
);
export type AccountListResponse = z.infer<typeof zAccountListResponse>;
