import { z } from 'zod';
import { sandboxDelay } from '../sandbox-delay';
import type { ResolvedSandboxOptions } from '../sandbox-options';
import { decodeTimedId, encodeTimedId, timedIdPattern } from '../sandbox-time';
import { seedFrom } from '../stable-hash';
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
 * the transfer id carries the submission time, so settlement survives a restart.
 */
export function createSandboxFundingProvider(options: ResolvedSandboxOptions): FundingProvider {
  const times = (submittedAt: Date) => ({
    submittedAt: submittedAt.toISOString(),
    expectedSettlementAt: new Date(
      submittedAt.getTime() + options.delays.fundingSettlement,
    ).toISOString(),
  });

  return {
    kind: 'funding',
    sandbox: true,

    async disburse(input, callOptions) {
      const request = zDisbursementRequest.parse(input);
      await sandboxDelay(options.delays.funding, callOptions?.signal);
      const submittedAt = options.now();
      const seed = seedFrom(
        'funding',
        request.loanNumber,
        request.amount.toFixed(2),
        request.account.routingNumber,
        request.account.accountNumber,
        submittedAt.toISOString(),
      );
      return zDisbursementSubmitted.parse({
        transferId: encodeTimedId(TRANSFER_PREFIX, submittedAt, seed.hex('transfer', 16)),
        status: 'SUBMITTED',
        ...times(submittedAt),
        confirmationNumber: seed.hex('confirmation', 10).toUpperCase(),
        amount: request.amount,
        accountLast4: request.account.accountNumber.slice(-4),
      });
    },

    async status(input, callOptions) {
      const { transferId } = zDisbursementStatusRequest
        .extend({ transferId: zSandboxTransferId })
        .parse(input);
      await sandboxDelay(options.delays.funding, callOptions?.signal);
      const { createdAt: submittedAt } = decodeTimedId(transferId);
      const settledAt = new Date(submittedAt.getTime() + options.delays.fundingSettlement);
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
