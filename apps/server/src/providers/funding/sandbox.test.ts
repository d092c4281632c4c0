import { describe, expect, it } from 'vitest';
import { createSandboxProviders } from '../index';
import { sandboxApplicant, sandboxClock } from '../sandbox-fixtures';
import { ZERO_SANDBOX_DELAYS } from '../sandbox-options';
import { memoryTransferStore } from './transfer-store';
import type { DisbursementRequest } from './types';

const SETTLEMENT_MS = 120_000;

function fundingWithClock() {
  const clock = sandboxClock();
  const { funding } = createSandboxProviders({
    delays: { ...ZERO_SANDBOX_DELAYS, fundingSettlement: SETTLEMENT_MS },
    now: clock.now,
  });
  return { funding, clock };
}

const request: DisbursementRequest = {
  idempotencyKey: 'heloc-initial-draw:test',
  loanNumber: 'HEL-000123',
  amount: 50_000.5,
  beneficiary: sandboxApplicant(),
  account: { routingNumber: '011000015', accountNumber: '123456789', accountType: 'CHECKING' },
};

describe('sandbox funding', () => {
  it('confirms a disbursement, which settles after the settlement delay', async () => {
    const { funding, clock } = fundingWithClock();
    const submitted = await funding.disburse(request);
    expect(submitted).toMatchObject({
      status: 'SUBMITTED',
      amount: 50_000.5,
      accountLast4: '6789',
    });
    expect(submitted.confirmationNumber).toMatch(/^[0-9A-F]{10}$/);

    clock.advance(SETTLEMENT_MS - 1);
    expect(await funding.status({ transferId: submitted.transferId })).toMatchObject({
      status: 'SUBMITTED',
    });
    clock.advance(1);
    expect(await funding.status({ transferId: submitted.transferId })).toEqual({
      transferId: submitted.transferId,
      status: 'SETTLED',
      submittedAt: submitted.submittedAt,
      expectedSettlementAt: submitted.expectedSettlementAt,
      settledAt: submitted.expectedSettlementAt,
    });
  });

  it('gives the same confirmation for the same request at the same time', async () => {
    const { funding } = fundingWithClock();
    expect(await funding.disburse(request)).toEqual(await funding.disburse(request));
  });

  it('answers a repeated key with the transfer it made, later and from a new process', async () => {
    const clock = sandboxClock();
    const transfers = memoryTransferStore();
    const options = { delays: ZERO_SANDBOX_DELAYS, now: clock.now, fundingTransfers: transfers };
    const first = await createSandboxProviders(options).funding.disburse(request);
    clock.advance(60_000);
    const again = await createSandboxProviders(options).funding.disburse(request);
    expect(again).toEqual(first);
    const other = await createSandboxProviders(options).funding.disburse({
      ...request,
      idempotencyKey: 'heloc-initial-draw:other',
    });
    expect(other.transferId).not.toBe(first.transferId);
  });

  it('refuses a key reused for a different amount', async () => {
    const { funding } = fundingWithClock();
    await funding.disburse(request);
    await expect(funding.disburse({ ...request, amount: 10 })).rejects.toThrow(/different amount/);
  });

  it.each([
    [{ amount: 0 }, /amount must be positive/],
    [{ amount: 10.005 }, /at most 2 decimals/],
    [{ loanNumber: ' ' }, /loanNumber/],
    [{ account: { ...request.account, routingNumber: '123456789' } }, /routing number/],
  ])('rejects %j', async (override, message) => {
    const { funding } = fundingWithClock();
    await expect(funding.disburse({ ...request, ...override })).rejects.toThrow(message);
  });

  it('rejects a transfer id it did not issue', async () => {
    const { funding } = fundingWithClock();
    await expect(funding.status({ transferId: 'bpo_abc_0123' })).rejects.toThrow(
      /not a transfer id/,
    );
  });
});
