import { defaultErrorCode, joinServerErrors } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { httpFetchError } from '@/lib/fetch-error';
import { signerFormErrors } from './signer-form-errors';

const refused = (status: number, errors: { field?: string; message: string }[]) =>
  httpFetchError(
    status,
    { errors: errors.map((error) => ({ code: defaultErrorCode(status), ...error })) },
    '/x',
  );

describe('signerFormErrors', () => {
  it.each([
    [
      refused(400, [{ field: 'address.zip', message: 'Please enter a 5-digit ZIP code' }]),
      { fieldErrors: [{ name: 'address', message: 'Please enter a 5-digit ZIP code' }] },
    ],
    [
      refused(400, [
        { field: 'ssn', message: 'Bad SSN' },
        { field: 'authorized', message: 'Please authorize' },
      ]),
      {
        fieldErrors: [{ name: 'ssn', message: 'Bad SSN' }],
        formMessage: joinServerErrors(['Please authorize']),
      },
    ],
    [
      refused(409, [{ message: 'Your identity is already verified' }]),
      { fieldErrors: [], formMessage: joinServerErrors(['Your identity is already verified']) },
    ],
    [new Error('Offline'), { fieldErrors: [], formMessage: 'Offline' }],
  ])('%s shows as %o', (error, expected) => {
    expect(signerFormErrors(error, ['dateOfBirth', 'address', 'ssn'])).toEqual(expected);
  });
});
