import { describe, expect, it } from 'vitest';
import {
  everySignerNotarized,
  signerDocumentTypes,
  signersCanBeAdded,
  signerStatus,
  type SignerStatus,
} from './signer-rules';
import { zAcceptInvitationRequest, zAddSignerRequest } from './signer-schemas';

const at = new Date('2026-11-20T17:00:00Z');
const valid = {
  firstName: 'Margaret',
  lastName: 'Aldridge',
  email: 'margaret@example.com',
  phoneNumber: '(415) 555-0134',
  role: 'CO_DEEDER',
};

describe('signerStatus', () => {
  it.each([
    [{ acceptedAt: null, signedAt: null, notarizedAt: null }, 'INVITED'],
    [{ acceptedAt: at, signedAt: null, notarizedAt: null }, 'ACCEPTED'],
    [{ acceptedAt: at, signedAt: at, notarizedAt: null }, 'SIGNED'],
    [{ acceptedAt: at, signedAt: at, notarizedAt: at }, 'NOTARIZED'],
  ] as const)('%o is %s', (moments, status) => {
    expect(signerStatus(moments)).toBe(status);
  });
});

describe('everySignerNotarized', () => {
  it.each([
    [[], true],
    [['NOTARIZED'], true],
    [['NOTARIZED', 'SIGNED'], false],
    [['INVITED'], false],
    [['ACCEPTED', 'NOTARIZED'], false],
  ] as [SignerStatus[], boolean][])('%o gives %s', (statuses, expected) => {
    expect(everySignerNotarized(statuses)).toBe(expected);
  });
});

describe('signersCanBeAdded', () => {
  it.each([
    ['WAITING_FOR_OFFER_SELECTION', false],
    ['IN_PROGRESS', true],
    ['APP_SUBMISSION', true],
    ['IDENTITY_VERIFICATION', true],
    ['WAITING_FOR_INCOME_VERIFICATION', false],
    ['GEN_NOTE_SIGNING', false],
    ['NOTE_SIGNING', false],
    ['DEED_SIGNING', false],
    ['COMPLETE', false],
    ['CANCELLED', false],
  ] as const)('%s: %s', (state, expected) => {
    expect(signersCanBeAdded(state)).toBe(expected);
  });
});

describe('signerDocumentTypes', () => {
  it.each([
    ['CO_DEEDER', ['DEED_OF_TRUST', 'MORTGAGE']],
    ['CO_BORROWER', ['HELOC_AGREEMENT', 'DEED_OF_TRUST', 'MORTGAGE']],
  ] as const)('a %s signs %o', (role, types) => {
    expect(signerDocumentTypes(role)).toEqual(types);
  });
});

describe('zAddSignerRequest', () => {
  it.each([
    ['firstName', { firstName: '' }, 'Please enter the first name'],
    ['firstName', { firstName: 'M' }, 'First name must be at least 2 characters long'],
    ['lastName', { lastName: 'Al1dridge' }, 'Some of the characters entered are not supported.'],
    ['email', { email: '' }, 'Please enter your email'],
    ['email', { email: 'margaret@' }, 'Please enter a valid email address'],
    ['phoneNumber', { phoneNumber: '' }, 'Please enter your mobile phone'],
    ['phoneNumber', { phoneNumber: '+1 (415) 555-0134' }, 'Country code 1 is not needed'],
    ['role', { role: 'FRIEND' }, 'Please choose how this person signs'],
  ])('%s %o: %s', (field, change, message) => {
    const result = zAddSignerRequest.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('accepts a co-borrower and trims the names', () => {
    const parsed = zAddSignerRequest.parse({
      ...valid,
      firstName: ' Howard ',
      role: 'CO_BORROWER',
    });
    expect(parsed).toMatchObject({ firstName: 'Howard', role: 'CO_BORROWER' });
  });
});

describe('zAcceptInvitationRequest', () => {
  const password = 'Blue!Harbor2026';
  it.each([
    [
      { password: 'short', confirmPassword: 'short' },
      'password',
      'Must be at least 12 characters long',
    ],
    [{ password, confirmPassword: 'Blue!Harbor2027' }, 'confirmPassword', "Passwords don't match"],
    [{ password, confirmPassword: '' }, 'confirmPassword', 'Required'],
    [
      { password, confirmPassword: password, token: '' },
      'token',
      'This invitation link is not valid',
    ],
  ])('%o: %s %s', (change, field, message) => {
    const result = zAcceptInvitationRequest.safeParse({ token: 'abc', ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it('accepts a strong password confirmed', () => {
    expect(
      zAcceptInvitationRequest.safeParse({ token: 'abc', password, confirmPassword: password })
        .success,
    ).toBe(true);
  });
});
