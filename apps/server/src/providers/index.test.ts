import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxProviders } from './index';
import type { Providers } from './provider-set';
import { PROVIDER_KINDS } from './provider-types';
import {
  SANDBOX_ADDRESS,
  SANDBOX_DATE_OF_BIRTH,
  SANDBOX_SSN,
  sandboxApplicant,
  sandboxFileBytes,
} from './sandbox-fixtures';
import { DEFAULT_SANDBOX_DELAYS, type SandboxDelays } from './sandbox-options';

const applicant = sandboxApplicant();
const account = {
  routingNumber: '011000015',
  accountNumber: '123456789',
  accountType: 'CHECKING' as const,
};

/** One call per operation, with the delay that governs it. */
const calls: [
  string,
  keyof SandboxDelays,
  (p: Providers, signal?: AbortSignal) => Promise<unknown>,
][] = [
  [
    'credit.softPull',
    'credit',
    (p, signal) =>
      p.credit.softPull(
        { applicant, dateOfBirth: SANDBOX_DATE_OF_BIRTH, address: SANDBOX_ADDRESS },
        { signal },
      ),
  ],
  [
    'credit.hardPull',
    'credit',
    (p, signal) =>
      p.credit.hardPull(
        {
          applicant,
          dateOfBirth: SANDBOX_DATE_OF_BIRTH,
          address: SANDBOX_ADDRESS,
          ssn: SANDBOX_SSN,
        },
        { signal },
      ),
  ],
  [
    'property.lookup',
    'property',
    (p, signal) => p.property.lookup({ address: SANDBOX_ADDRESS, applicant }, { signal }),
  ],
  [
    'property.valuate',
    'property',
    (p, signal) => p.property.valuate({ address: SANDBOX_ADDRESS }, { signal }),
  ],
  [
    'flood.certify',
    'flood',
    (p, signal) => p.flood.certify({ address: SANDBOX_ADDRESS }, { signal }),
  ],
  ['bpo.order', 'bpoOrder', (p, signal) => p.bpo.order({ address: SANDBOX_ADDRESS }, { signal })],
  [
    'bpo.status',
    'bpoOrder',
    (p, signal) => p.bpo.status({ orderId: 'bpo_lx1_0123456789abcdef0123' }, { signal }),
  ],
  [
    'title.prequal',
    'title',
    (p, signal) => p.title.prequal({ address: SANDBOX_ADDRESS, applicant }, { signal }),
  ],
  [
    'title.final',
    'title',
    (p, signal) =>
      p.title.final({ address: SANDBOX_ADDRESS, applicant, loanAmount: 50_000 }, { signal }),
  ],
  [
    'income.link',
    'income',
    (p, signal) =>
      p.income.link(
        { applicant, source: 'PLAID_TRANSACTIONS', statedAnnualIncome: 120_000 },
        { signal },
      ),
  ],
  [
    'income.reviewPaystubs',
    'income',
    (p, signal) =>
      p.income.reviewPaystubs(
        {
          applicant,
          statedAnnualIncome: 120_000,
          paystubs: [
            { fileName: 's.pdf', contentType: 'application/pdf', content: sandboxFileBytes('s') },
          ],
        },
        { signal },
      ),
  ],
  [
    'identity.verifyId',
    'identity',
    (p, signal) =>
      p.identity.verifyId(
        {
          applicant,
          dateOfBirth: SANDBOX_DATE_OF_BIRTH,
          idType: 'PASSPORT',
          front: { fileName: 'p.png', contentType: 'image/png', content: sandboxFileBytes('p') },
        },
        { signal },
      ),
  ],
  [
    'bank.verifyAccount',
    'bank',
    (p, signal) => p.bank.verifyAccount({ accountHolder: applicant, account }, { signal }),
  ],
  [
    'funding.disburse',
    'funding',
    (p, signal) =>
      p.funding.disburse(
        {
          idempotencyKey: 'draw-1',
          loanNumber: 'HEL-1',
          amount: 10_000,
          beneficiary: applicant,
          account,
        },
        { signal },
      ),
  ],
  [
    'funding.status',
    'funding',
    (p, signal) => p.funding.status({ transferId: 'trf_lx1_0123456789abcdef' }, { signal }),
  ],
];

describe('createSandboxProviders', () => {
  it('provides every kind, each a sandbox of its own kind', () => {
    const providers = createSandboxProviders();
    expect(Object.keys(providers).sort()).toEqual([...PROVIDER_KINDS].sort());
    for (const kind of PROVIDER_KINDS) {
      expect(providers[kind]).toMatchObject({ kind, sandbox: true });
    }
  });

  describe('delays', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it.each(calls)('%s answers after its configured delay (%s)', async (_name, delay, call) => {
      const ms = 10_000 + DEFAULT_SANDBOX_DELAYS[delay];
      const providers = createSandboxProviders({ delays: { [delay]: ms } });
      let answered = false;
      const pending = call(providers).then(() => {
        answered = true;
      });
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(answered).toBe(true);
    });

    it.each(calls)('%s gives up when the caller aborts', async (_name, _delay, call) => {
      const controller = new AbortController();
      const pending = call(createSandboxProviders(), controller.signal);
      controller.abort(new Error('request cancelled'));
      await expect(pending).rejects.toThrow('request cancelled');
    });
  });
});
