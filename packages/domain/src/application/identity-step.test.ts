import { describe, expect, it } from 'vitest';
import { ID_CHECK_FAILURE_MESSAGES } from '../enums/id-type';
import { idFailureReasons, identityDestination } from './identity-step';

const request = (uuid: string, categoryEnum: string, created: string, actionNeeded = true) => ({
  uuid,
  categoryEnum: categoryEnum as 'ID_VERIFICATION_FAILURE',
  created,
  actionNeeded,
});

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('identityDestination', () => {
  it.each([
    ['the workflow asks for an ID', ['UPLOAD_ID', 'CANCEL'], [], { kind: 'check' }],
    [
      'the workflow asks, a request is open too',
      ['UPLOAD_ID'],
      [request(A, 'IDENTITY_DOCUMENT_FRAUD_REVIEW', '2026-01-01T00:00:00Z')],
      { kind: 'check' },
    ],
    [
      'an identity request is open',
      ['CANCEL'],
      [request(A, 'IDENTITY_DOCUMENT_FRAUD_REVIEW', '2026-01-01T00:00:00Z')],
      { kind: 'request', conditionUuid: A },
    ],
    [
      'two identity requests: the oldest',
      [],
      [
        request(B, 'ID_VERIFICATION_FAILURE', '2026-02-01T00:00:00Z'),
        request(A, 'IDENTITY_DOCUMENT_FRAUD_REVIEW', '2026-01-01T00:00:00Z'),
      ],
      { kind: 'request', conditionUuid: A },
    ],
    [
      'an identity request already answered',
      [],
      [request(A, 'ID_VERIFICATION_FAILURE', '2026-01-01T00:00:00Z', false)],
      { kind: 'none' },
    ],
    [
      'only other requests',
      [],
      [
        request(A, 'MISSING_PHONE_NUMBER', '2026-01-01T00:00:00Z'),
        request(B, 'GENERIC_DOCUMENT_REQUEST', '2026-01-01T00:00:00Z'),
      ],
      { kind: 'none' },
    ],
    ['nothing asked', ['SIGN_DOCUMENTS'], [], { kind: 'none' }],
  ] as const)('%s', (_name, actions, conditions, expected) => {
    expect(identityDestination(actions, conditions)).toEqual(expected);
  });
});

describe('idFailureReasons', () => {
  it.each([
    [[], []],
    [['NAME_MATCH'], [ID_CHECK_FAILURE_MESSAGES.NAME_MATCH]],
    [
      ['NAME_MATCH', 'DOCUMENT_AUTHENTIC'],
      [ID_CHECK_FAILURE_MESSAGES.DOCUMENT_AUTHENTIC, ID_CHECK_FAILURE_MESSAGES.NAME_MATCH],
    ],
    [['NOT_EXPIRED', 'NOT_EXPIRED'], [ID_CHECK_FAILURE_MESSAGES.NOT_EXPIRED]],
  ] as const)('%j', (checks, reasons) => {
    expect(idFailureReasons(checks)).toEqual(reasons);
  });
});
