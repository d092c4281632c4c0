import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  API_ERROR_STATUS,
  defaultErrorCode,
  errorCodesFor,
  type ApiErrorCode,
} from './error-codes';
import { errorCodesIn, zApiErrorEnvelope } from './error-envelope';

describe('API error codes', () => {
  it.each<[ApiErrorCode, number]>([
    ['invalid_input', 400],
    ['invalid_json', 400],
    ['signed_out', 401],
    ['wrong_credentials', 401],
    ['token_invalid', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['document_changed', 409],
    ['gone', 410],
    ['payload_too_large', 413],
    ['unsupported_media_type', 415],
    ['rate_limited', 429],
    ['internal', 500],
    ['unavailable', 503],
  ])('%s is sent with %i', (code, status) => {
    expect(API_ERROR_STATUS[code]).toBe(status);
  });

  it('publishes exactly the codes above (a removed or renamed code breaks clients)', () => {
    expect(API_ERROR_CODES).toHaveLength(15);
  });

  it.each([
    [400, 'invalid_input'],
    [401, 'signed_out'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [410, 'gone'],
    [413, 'payload_too_large'],
    [415, 'unsupported_media_type'],
    [429, 'rate_limited'],
    [500, 'internal'],
    [502, 'internal'],
    [503, 'unavailable'],
    [418, 'invalid_input'],
  ])('a %i with nothing more exact carries %s', (status, code) => {
    expect(defaultErrorCode(status)).toBe(code);
  });

  it('every default code is sent with the status it is the default for', () => {
    for (const status of [400, 401, 403, 404, 409, 410, 413, 415, 429, 500, 503]) {
      expect(API_ERROR_STATUS[defaultErrorCode(status)]).toBe(status);
    }
  });

  it.each([
    [401, ['signed_out', 'wrong_credentials', 'token_invalid']],
    [409, ['conflict', 'document_changed']],
    [404, ['not_found']],
    [418, []],
  ])('lists the codes of a %i', (status, codes) => {
    expect(errorCodesFor(status)).toEqual(codes);
  });
});

describe('the error envelope', () => {
  it('needs a known code on every item', () => {
    expect(zApiErrorEnvelope.safeParse({ errors: [{ message: 'x' }] }).success).toBe(false);
    expect(
      zApiErrorEnvelope.safeParse({ errors: [{ code: 'whatever', message: 'x' }] }).success,
    ).toBe(false);
    expect(
      zApiErrorEnvelope.safeParse({ errors: [{ code: 'conflict', field: 'email', message: 'x' }] })
        .success,
    ).toBe(true);
  });

  it.each([
    [{ errors: [{ code: 'signed_out', message: 'unauthenticated' }] }, ['signed_out']],
    [
      {
        errors: [
          { code: 'invalid_input', field: 'a', message: 'x' },
          { code: 'conflict', message: 'y' },
        ],
      },
      ['invalid_input', 'conflict'],
    ],
    [{ errors: [{ message: 'no code' }] }, []],
    ['Bad gateway', []],
    [undefined, []],
  ])('reads the codes of %j', (data, codes) => {
    expect(errorCodesIn(data)).toEqual(codes);
  });
});
