import { describe, expect, it } from 'vitest';
import {
  isWaitingForCoOwners,
  ownStatusOf,
  waitingSentence,
  type OwnCoDeedStatus,
} from './co-deed-status';

const UUID = '5b1c2d3e-1111-4222-8333-444455556666';
const signer = (status: OwnCoDeedStatus['signers'][number]['status']) => ({
  uuid: '6b1c2d3e-1111-4222-8333-444455556666',
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'CO_DEEDER' as const,
  status,
  identity: 'NOT_REQUIRED' as const,
  credit: 'NOT_REQUIRED' as const,
});
const own = (
  coDeedStatus: OwnCoDeedStatus['coDeedStatus'],
  signers: OwnCoDeedStatus['signers'] = [],
): OwnCoDeedStatus => ({ applicationUuid: UUID, coDeedStatus, signers });

describe('co-deed status', () => {
  it.each([
    ['NOT_REQUIRED', false],
    ['PENDING', true],
    ['ON_HOLD', true],
    ['COMPLETE', false],
  ] as const)('%s: waiting %s', (status, waiting) => {
    expect(isWaitingForCoOwners(own(status))).toBe(waiting);
  });

  it('does not wait for an application it does not know', () => {
    expect(isWaitingForCoOwners(null)).toBe(false);
  });

  it('finds the application among the borrower’s own', () => {
    const status = {
      isAdditionalSigner: false,
      applications: [],
      ownApplications: [own('PENDING')],
    };
    expect(ownStatusOf(status, UUID)?.coDeedStatus).toBe('PENDING');
    expect(ownStatusOf(status, '7b1c2d3e-1111-4222-8333-444455556666')).toBeNull();
  });

  it.each([
    [[signer('INVITED')], 'Waiting for 1 of 1 person to sign and meet the notary.'],
    [
      [signer('NOTARIZED'), signer('SIGNED'), signer('ACCEPTED')],
      'Waiting for 2 of 3 people to sign and meet the notary.',
    ],
  ])('counts who is still to finish', (signers, sentence) => {
    expect(waitingSentence(own('PENDING', signers))).toBe(sentence);
  });
});
