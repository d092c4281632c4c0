import { describe, expect, it } from 'vitest';
import {
  checksWaitForOperations,
  creditCanBePulled,
  creditStateOf,
  identityCanBeSent,
  signerChecksPassed,
  signerCreditState,
  signerIdentityState,
  type SignerCreditState,
  type SignerIdentityState,
  type SignerIdVerification,
} from './co-borrower-checks';
import { zSignerCreditRequest } from './co-borrower-schemas';
import { SIGNER_MESSAGES } from './signer-messages';

const verification = (status: SignerIdVerification['status']): SignerIdVerification => ({
  verificationId: 'idv_1',
  status,
  failedChecks: status === 'VERIFIED' ? [] : ['NAME_MATCH'],
  verifiedAt: '2026-11-20T17:00:00.000Z',
});
const pulled = (state: 'PASSED' | 'FROZEN' | 'NO_MATCH' | 'BELOW_MINIMUM') => ({
  state,
  reportId: null,
  pulledAt: '2026-11-20T17:00:00.000Z',
});

describe('signerIdentityState', () => {
  it.each([
    ['CO_DEEDER', null, 'NOT_REQUIRED'],
    ['CO_DEEDER', verification('FAILED_VERIFICATION'), 'NOT_REQUIRED'],
    ['CO_BORROWER', null, 'NOT_STARTED'],
    ['CO_BORROWER', verification('VERIFIED'), 'VERIFIED'],
    ['CO_BORROWER', verification('FAILED_VERIFICATION'), 'FAILED'],
    ['CO_BORROWER', verification('PENDING_REVIEW'), 'PENDING_REVIEW'],
  ] as const)('a %s with %o is %s', (role, stored, state) => {
    expect(signerIdentityState(role, stored)).toBe(state);
  });
});

describe('signerCreditState', () => {
  it.each([
    ['CO_DEEDER', pulled('BELOW_MINIMUM'), 'NOT_REQUIRED'],
    ['CO_BORROWER', null, 'NOT_STARTED'],
    ['CO_BORROWER', pulled('PASSED'), 'PASSED'],
    ['CO_BORROWER', pulled('FROZEN'), 'FROZEN'],
  ] as const)('a %s with %o is %s', (role, stored, state) => {
    expect(signerCreditState(role, stored)).toBe(state);
  });
});

describe('creditStateOf (minimum score 640)', () => {
  it.each([
    [{ outcome: 'FOUND', score: 760 }, 'PASSED'],
    [{ outcome: 'FOUND', score: 640 }, 'PASSED'],
    [{ outcome: 'FOUND', score: 639 }, 'BELOW_MINIMUM'],
    [{ outcome: 'FROZEN' }, 'FROZEN'],
    [{ outcome: 'NO_MATCH' }, 'NO_MATCH'],
  ] as const)('%o is %s', (report, state) => {
    expect(creditStateOf(report, 640)).toBe(state);
  });
});

describe('what may be done again', () => {
  it.each([
    ['NOT_STARTED', true],
    ['FAILED', true],
    ['VERIFIED', false],
    ['PENDING_REVIEW', false],
    ['NOT_REQUIRED', false],
  ] as [SignerIdentityState, boolean][])('the ID check when %s: %s', (state, open) => {
    expect(identityCanBeSent(state)).toBe(open);
  });

  it.each([
    ['NOT_STARTED', true],
    ['FROZEN', true],
    ['NO_MATCH', true],
    ['PASSED', false],
    ['BELOW_MINIMUM', false],
    ['NOT_REQUIRED', false],
  ] as [SignerCreditState, boolean][])('the credit pull when %s: %s', (state, open) => {
    expect(creditCanBePulled(state)).toBe(open);
  });
});

describe('signerChecksPassed and checksWaitForOperations', () => {
  it.each([
    ['NOT_REQUIRED', 'NOT_REQUIRED', true, false],
    ['VERIFIED', 'PASSED', true, false],
    ['VERIFIED', 'FROZEN', false, false],
    ['FAILED', 'PASSED', false, false],
    ['NOT_STARTED', 'NOT_STARTED', false, false],
    ['VERIFIED', 'BELOW_MINIMUM', false, true],
    ['PENDING_REVIEW', 'PASSED', false, true],
  ] as [SignerIdentityState, SignerCreditState, boolean, boolean][])(
    'identity %s, credit %s: passed %s, waits %s',
    (identity, credit, passed, waits) => {
      expect(signerChecksPassed(identity, credit)).toBe(passed);
      expect(checksWaitForOperations({ identity, credit })).toBe(waits);
    },
  );
});

describe('zSignerCreditRequest', () => {
  const valid = {
    dateOfBirth: { month: '04', day: '12', year: '1980' },
    address: {
      street1: '12 Harbor Way',
      street2: '',
      city: 'Sausalito',
      state: 'CA',
      zip: '94965',
    },
    ssn: '123-45-6789',
    authorized: true,
  };

  it('accepts the details and gives the API date and the SSN digits', () => {
    expect(zSignerCreditRequest.parse(valid)).toMatchObject({
      dateOfBirth: '1980-04-12',
      ssn: '123456789',
    });
  });

  it.each([
    ['authorized', { authorized: false }, SIGNER_MESSAGES.creditAuthorizationNeeded],
    ['authorized', { authorized: undefined }, SIGNER_MESSAGES.creditAuthorizationNeeded],
    ['ssn', { ssn: '666-12-3456' }, 'Please enter a valid Social Security number'],
    ['dateOfBirth', { dateOfBirth: { month: '', day: '', year: '' } }, 'Date of birth is required'],
    ['address', { address: { ...valid.address, state: 'ZZ' } }, undefined],
  ])('%s %o is refused', (field, change, message) => {
    const result = zSignerCreditRequest.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((candidate) => candidate.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toContain(message);
  });
});
