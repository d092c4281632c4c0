import { sandboxDelay } from '../sandbox-delay';
import type { ResolvedSandboxOptions } from '../sandbox-options';
import { SANDBOX_RULES } from '../sandbox-rules';
import { seedFrom } from '../stable-hash';
import {
  zBankVerification,
  zBankVerificationRequest,
  type BankAccountStatus,
  type BankProvider,
} from './types';

const BANK_NAMES = [
  'First Sandbox Bank',
  'Sandbox Federal Credit Union',
  'Prairie State Bank',
  'Coastal Savings Bank',
] as const;

/** OPEN_VALID, except account numbers ending in 0000 (CLOSED) or 9999 (HIGH_RISK). */
export function createSandboxBankProvider(options: ResolvedSandboxOptions): BankProvider {
  return {
    kind: 'bank',
    sandbox: true,

    async verifyAccount(input, callOptions) {
      const { account } = zBankVerificationRequest.parse(input);
      await sandboxDelay(options.delays.bank, callOptions?.signal);
      const verifiedAt = options.now().toISOString();
      const seed = seedFrom('bank', account.routingNumber, account.accountNumber);
      return zBankVerification.parse({
        verificationId: `bv_${seedFrom(seed.key, verifiedAt).hex('verification', 16)}`,
        accountStatus: sandboxAccountStatus(account.accountNumber),
        bankName: seedFrom('bank-name', account.routingNumber).pick('name', BANK_NAMES),
        routingNumber: account.routingNumber,
        accountLast4: account.accountNumber.slice(-4),
        accountType: account.accountType,
        verifiedAt,
      });
    },
  };
}

function sandboxAccountStatus(accountNumber: string): BankAccountStatus {
  if (accountNumber.endsWith(SANDBOX_RULES.closedAccountSuffix)) return 'CLOSED';
  if (accountNumber.endsWith(SANDBOX_RULES.highRiskAccountSuffix)) return 'HIGH_RISK';
  return 'OPEN_VALID';
}
