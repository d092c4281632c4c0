import type { SignerHome } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { nextSignerPath } from './next-step';

const home: SignerHome = {
  signerUuid: '6f1d0a52-4f7e-4c31-9a0e-2f6a8d0b1c11',
  applicationUuid: '0b3c7e8a-1d2f-4a5b-8c9d-0e1f2a3b4c5d',
  loanNumber: 'HE-100',
  state: 'NOTE_SIGNING',
  firstName: 'Margaret',
  lastName: 'Aldridge',
  borrowerName: 'Dana Coowner',
  role: 'CO_DEEDER',
  status: 'ACCEPTED',
  checks: { identity: 'NOT_REQUIRED', credit: 'NOT_REQUIRED' },
  idFailedChecks: [],
  ssnLast4: null,
  consented: false,
  signingOpen: true,
  documents: [],
  conditionsOpen: false,
  rightToCancel: null,
};

const co = (
  identity: SignerHome['checks']['identity'],
  credit: SignerHome['checks']['credit'],
): SignerHome['checks'] => ({ identity, credit });

describe('nextSignerPath', () => {
  it.each([
    [{}, '/heloc-signer/intro'],
    [{ consented: true }, '/heloc-signer/sign'],
    [{ consented: true, signingOpen: false }, '/heloc-signer/intro'],
    [{ status: 'SIGNED' }, '/heloc-signer/notary/intro'],
    [{ status: 'NOTARIZED' }, '/heloc-signer/documents'],
    [{ state: 'CANCELLED', status: 'SIGNED' }, '/heloc-signer/cancelled'],
    [{ conditionsOpen: true }, '/heloc-signer/conditions'],
    [{ conditionsOpen: true, status: 'NOTARIZED' }, '/heloc-signer/conditions'],
    [{ conditionsOpen: true, state: 'CANCELLED' }, '/heloc-signer/cancelled'],
    [{ role: 'CO_BORROWER', conditionsOpen: true }, '/heloc-signer/conditions'],
    [{ role: 'CO_BORROWER', checks: co('NOT_STARTED', 'NOT_STARTED') }, '/heloc-signer/identity'],
    [{ role: 'CO_BORROWER', checks: co('NOT_STARTED', 'PASSED') }, '/heloc-signer/identity'],
    [{ role: 'CO_BORROWER', checks: co('FAILED', 'PASSED') }, '/heloc-signer/identity'],
    [{ role: 'CO_BORROWER', checks: co('VERIFIED', 'BELOW_MINIMUM') }, '/heloc-signer/identity'],
    [{ role: 'CO_BORROWER', checks: co('VERIFIED', 'FROZEN') }, '/heloc-signer/identity'],
    [{ role: 'CO_BORROWER', checks: co('VERIFIED', 'PASSED') }, '/heloc-signer/intro'],
    [
      { role: 'CO_BORROWER', checks: co('VERIFIED', 'PASSED'), consented: true },
      '/heloc-signer/sign',
    ],
  ] as [Partial<SignerHome>, string][])('%o goes to %s', (change, path) => {
    expect(nextSignerPath({ ...home, ...change })).toBe(path);
  });
});
