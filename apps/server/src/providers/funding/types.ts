import { z } from 'zod';
import { zBankAccount } from '../bank/types';
import {
  zIsoDateTime,
  zMoney,
  zPersonName,
  type ProviderCallOptions,
  type ProviderInfo,
} from '../provider-types';

export const zDisbursementRequest = z.object({
  /**
   * The same key for the same disbursement on every attempt: the provider makes one transfer per
   * key and answers a repeated key with that transfer.
   */
  idempotencyKey: z.string().trim().min(1).max(200),
  loanNumber: z.string().trim().min(1),
  /** Dollars, at most 2 decimals. */
  amount: zMoney.refine((amount) => amount > 0, 'amount must be positive'),
  beneficiary: zPersonName,
  account: zBankAccount,
});
export type DisbursementRequest = z.infer<typeof zDisbursementRequest>;

export const zDisbursementStatusRequest = z.object({ transferId: z.string().min(1) });
export type DisbursementStatusRequest = z.infer<typeof zDisbursementStatusRequest>;

const zTransferTimes = z.object({
  transferId: z.string(),
  submittedAt: zIsoDateTime,
  expectedSettlementAt: zIsoDateTime,
});

export const zDisbursementSubmitted = zTransferTimes.extend({
  status: z.literal('SUBMITTED'),
  /** What the borrower is shown as the wire/ACH confirmation. */
  confirmationNumber: z.string(),
  amount: z.number().positive(),
  accountLast4: z.string().regex(/^\d{4}$/),
});
export type DisbursementSubmitted = z.infer<typeof zDisbursementSubmitted>;

export const zDisbursementStatus = z.discriminatedUnion('status', [
  zTransferTimes.extend({ status: z.literal('SUBMITTED') }),
  zTransferTimes.extend({ status: z.literal('SETTLED'), settledAt: zIsoDateTime }),
]);
export type DisbursementStatus = z.infer<typeof zDisbursementStatus>;

/** Sends the line's initial draw to the borrower's account and reports its settlement. */
export interface FundingProvider extends ProviderInfo {
  readonly kind: 'funding';
  disburse(
    request: DisbursementRequest,
    options?: ProviderCallOptions,
  ): Promise<DisbursementSubmitted>;
  status(
    request: DisbursementStatusRequest,
    options?: ProviderCallOptions,
  ): Promise<DisbursementStatus>;
}
