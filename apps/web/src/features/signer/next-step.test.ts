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
  consented: false,
  signingOpen: true,
  documents: [],
};

describe('nextSignerPath', () => {
  it.each([
    [{}, '/heloc-signer/intro'],
    [{ consented: true }, '/heloc-signer/sign'],
    [{ consented: true, signingOpen: false }, '/heloc-signer/intro'],
    [{ status: 'SIGNED' }, '/heloc-signer/notary/intro'],
    [{ status: 'NOTARIZED' }, '/heloc-signer/documents'],
    [{ state: 'CANCELLED', status: 'SIGNED' }, '/heloc-signer/cancelled'],
  ] as [Partial<SignerHome>, string][])('%o goes to %s', (change, path) => {
    expect(nextSignerPath({ ...home, ...change })).toBe(path);
  });
});
