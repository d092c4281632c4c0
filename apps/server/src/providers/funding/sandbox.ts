import { onBankingDay } from '@openheloc/domain';
import { z } from 'zod';
import { sandboxDelay } from '../sandbox-delay';
import type { ResolvedSandboxOptions } from '../sandbox-options';
import { decodeTimedId, encodeTimedId, timedIdPattern } from '../sandbox-time';
import { seedFrom } from '../stable-hash';
import { memoryTransferStore, type SandboxTransferStore } from './transfer-store';
import {
  zDisbursementRequest,
  zDisbursementStatus,
  zDisbursementStatusRequest,
  zDisbursementSubmitted,
  type FundingProvider,
} from './types';

const TRANSFER_PREFIX = 'trf';
const zSandboxTransferId = z
  .string()
  .regex(
    timedIdPattern(TRANSFER_PREFIX, '[0-9a-f]{16}'),
    'not a transfer id of this funding provider',
  );

/**
 * Every disbursement is accepted and settles once the configured settlement delay has passed;
 * the transfer id carries the submission time, so settlement survives a restart. One transfer
 * per idempotency key: a repeated key gets the transfer already made, as a vendor answers.
 */
export function createSandboxFundingProvider(
  options: ResolvedSandboxOptions,
  transfers: SandboxTransferStore = memoryTransferStore(),
): FundingProvider {
  // A transfer settles on a banking day, as ACH does: never on a weekend or federal holiday.
  const settlementOf = (submittedAt: Date) =>
    onBankingDay(new Date(submittedAt.getTime() + options.delays.fundingSettlement));
  const times = (submittedAt: Date) => ({
    submittedAt: submittedAt.toISOString(),
    expectedSettlementAt: settlementOf(submittedAt).toISOString(),
  });

  return {
    kind: 'funding',
    sandbox: true,

    async disburse(input, callOptions) {
      const request = zDisbursementRequest.parse(input);
      await sandboxDelay(options.delays.funding, callOptions?.signal);
      const earlier = await transfers.find(request.idempotencyKey);
      if (earlier) {
        if (earlier.amount !== request.amount) {
          throw new Error('idempotency key already used for a different amount');
        }
        return earlier;
      }
      const submittedAt = options.now();
      const seed = seedFrom(
        'funding',
        request.idempotencyKey,
        request.loanNumber,
        request.amount.toFixed(2),
        request.account.routingNumber,
        request.account.accountNumber,
        submittedAt.toISOString(),
      );
      const transfer = zDisbursementSubmitted.parse({
        transferId: encodeTimedId(TRANSFER_PREFIX, submittedAt, seed.hex('transfer', 16)),
        status: 'SUBMITTED',
        ...times(submittedAt),
        confirmationNumber: seed.hex('confirmation', 10).toUpperCase(),
        amount: request.amount,
        accountLast4: request.account.accountNumber.slice(-4),
      });
      return transfers.remember(request.idempotencyKey, transfer);
    },

    async status(input, callOptions) {
      const { transferId } = zDisbursementStatusRequest
        .extend({ transferId: zSandboxTransferId })
        .parse(input);
      await sandboxDelay(options.delays.funding, callOptions?.signal);
      const { createdAt: submittedAt } = decodeTimedId(transferId);
      const settledAt = settlementOf(submittedAt);
      return zDisbursementStatus.parse(
        options.now() < settledAt
          ? { transferId, status: 'SUBMITTED', ...times(submittedAt) }
          : {
              transferId,
              status: 'SETTLED',
              ...times(submittedAt),
              settledAt: settledAt.toISOString(),
            },
      );
    },
  };
}
