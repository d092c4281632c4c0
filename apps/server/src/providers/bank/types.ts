import { z } from 'zod';
import {
  zIsoDateTime,
  zPersonName,
  type ProviderCallOptions,
  type ProviderInfo,
} from '../provider-types';
import { zAbaRoutingNumber } from './aba-routing';

export const zBankAccount = z.object({
  routingNumber: zAbaRoutingNumber,
  accountNumber: z.string().regex(/^\d{4,17}$/, 'account number must be 4 to 17 digits'),
  accountType: z.enum(['CHECKING', 'SAVINGS']),
});

export const zBankVerificationRequest = z.object({
  accountHolder: zPersonName,
  account: zBankAccount,
});
export type BankVerificationRequest = z.infer<typeof zBankVerificationRequest>;

/** The account status behind the application's giactAccountStatus. */
export const BANK_ACCOUNT_STATUSES = ['OPEN_VALID', 'CLOSED', 'HIGH_RISK'] as const;
export const zBankAccountStatus = z.enum(BANK_ACCOUNT_STATUSES);
export type BankAccountStatus = z.infer<typeof zBankAccountStatus>;

export const zBankVerification = z.object({
  verificationId: z.string(),
  accountStatus: zBankAccountStatus,
  bankName: z.string(),
  routingNumber: z.string(),
  accountLast4: z.string().regex(/^\d{4}$/),
  accountType: zBankAccount.shape.accountType,
  verifiedAt: zIsoDateTime,
});
export type BankVerification = z.infer<typeof zBankVerification>;

/** Checks that a disbursement or autopay account exists, is open and is not flagged for fraud. */
export interface BankProvider extends ProviderInfo {
  readonly kind: 'bank';
  verifyAccount(
    request: BankVerificationRequest,
    options?: ProviderCallOptions,
  ): Promise<BankVerification>;
}
