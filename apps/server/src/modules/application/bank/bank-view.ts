import { maskAccount, type HelocApplication } from '@openheloc/domain';
import type { applicationBankAccounts } from '../../../db/schema';

type BankAccountRow = typeof applicationBankAccounts.$inferSelect;

type BankView = Pick<HelocApplication, 'disburseAccount' | 'autopayAccount' | 'rejectedAccount'>;

/**
 * The accounts of the borrower's latest checked answer (the disbursement account and a separate
 * autopay account are given together): usable when the bank check passed them all, else the
 * refused one, so the bank step can say which and why. Only the last 4 digits leave the server.
 * `checked` are the application's accounts the bank check answered, newest first.
 */
export function bankViewOf(checked: BankAccountRow[]): BankView {
  const latest = checked[0];
  const answer = checked.filter(
    (account) => account.createdAt.getTime() === latest?.createdAt.getTime(),
  );
  const refused = answer.find((account) => account.verificationStatus !== 'OPEN_VALID');
  if (refused) {
    return {
      disburseAccount: null,
      autopayAccount: null,
      rejectedAccount: {
        mask: maskAccount(refused.accountLast4),
        accountStatus: refused.verificationStatus === 'CLOSED' ? 'CLOSED' : 'HIGH_RISK',
        usedFor: refused.useForDisbursement ? 'DISBURSEMENT' : 'AUTOPAY',
      },
    };
  }
  const disburse = answer.find((account) => account.useForDisbursement);
  const autopay = answer.find((account) => account.useForAutopay);
  return {
    disburseAccount: disburse
      ? {
          uuid: disburse.uuid,
          routingNumber: disburse.routingNumber,
          mask: maskAccount(disburse.accountLast4),
          bankName: disburse.bankName,
        }
      : null,
    autopayAccount: autopay
      ? { uuid: autopay.uuid, mask: maskAccount(autopay.accountLast4), bankName: autopay.bankName }
      : null,
    rejectedAccount: null,
  };
}
