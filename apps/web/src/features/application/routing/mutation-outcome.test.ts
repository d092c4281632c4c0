import { defaultErrorCode } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { FetchError } from '@/lib/fetch-error';
import { mutationOutcomeOf } from './mutation-outcome';

const httpError = (status: number, errors: Array<{ field?: string; message: string }>) =>
  new FetchError({
    status,
    data: { errors: errors.map((error) => ({ code: defaultErrorCode(status), ...error })) },
    url: '/service-application/api/v1/application/heloc/x/profile',
    kind: 'http',
    message: errors.map((error) => error.message).join(', ') + '.',
  });

describe('mutationOutcomeOf', () => {
  it('puts 400 messages under their fields and the rest in one sentence', () => {
    expect(
      mutationOutcomeOf(
        httpError(400, [
          { field: 'ssn', message: 'Please enter a valid Social Security number' },
          { message: 'Please check your answers' },
        ]),
      ),
    ).toEqual({
      kind: 'invalid',
      fieldErrors: [{ name: 'ssn', message: 'Please enter a valid Social Security number' }],
      formMessage: 'Please check your answers.',
    });
  });

  it('keeps a 400 without field messages as a form message', () => {
    expect(mutationOutcomeOf(httpError(400, []))).toEqual({
      kind: 'invalid',
      fieldErrors: [],
      formMessage: 'Something unexpected happened',
    });
  });

  it.each([
    [409, 'conflict', 'Please confirm the liens on your property first'],
    [404, 'not-found', 'Application not found'],
    [503, 'failed', 'The credit bureau is unavailable'],
  ])('reads %i as %s', (status, kind, message) => {
    expect(mutationOutcomeOf(httpError(status, [{ message }]))).toEqual({
      kind,
      message: `${message}.`,
    });
  });

  it('reports a network failure in words', () => {
    const error = new FetchError({
      status: 0,
      url: '/x',
      kind: 'network',
      message: 'Request failed.',
    });
    expect(mutationOutcomeOf(error)).toEqual({ kind: 'failed', message: 'Request failed.' });
  });
});
