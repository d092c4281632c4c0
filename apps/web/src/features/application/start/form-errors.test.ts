import { SOMETHING_UNEXPECTED_MESSAGE } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { formErrorsOf } from './form-errors';

const NAMES = ['ssn', 'propertyOwnership', 'race', 'otherAsianOrigin'];

describe('formErrorsOf', () => {
  it('puts a message about a field of the page under that field', () => {
    expect(
      formErrorsOf(
        {
          kind: 'invalid',
          fieldErrors: [{ name: 'ssn', message: 'Please enter a valid Social Security number' }],
        },
        NAMES,
      ),
    ).toEqual({
      fieldErrors: [{ name: 'ssn', message: 'Please enter a valid Social Security number' }],
    });
  });

  it('reads an array item as its question, once', () => {
    expect(
      formErrorsOf(
        {
          kind: 'invalid',
          fieldErrors: [
            { name: 'race.0', message: 'Invalid option' },
            { name: 'race.1', message: 'Invalid option' },
          ],
        },
        NAMES,
      ),
    ).toEqual({ fieldErrors: [{ name: 'race', message: 'Invalid option' }] });
  });

  it('joins messages about other fields, or none, into one sentence', () => {
    expect(
      formErrorsOf(
        {
          kind: 'invalid',
          fieldErrors: [
            { name: 'textVersion', message: 'Too long' },
            { name: 'ssn', message: 'Please enter a valid Social Security number' },
          ],
          formMessage: 'Please try again',
        },
        NAMES,
      ),
    ).toEqual({
      fieldErrors: [{ name: 'ssn', message: 'Please enter a valid Social Security number' }],
      formMessage: 'Too long, Please try again.',
    });
  });

  it('shows a failure that is about no field by the button', () => {
    expect(formErrorsOf({ kind: 'failed', message: 'Request timed out.' }, NAMES)).toEqual({
      fieldErrors: [],
      formMessage: 'Request timed out.',
    });
    expect(formErrorsOf({ kind: 'invalid', fieldErrors: [] }, NAMES)).toEqual({
      fieldErrors: [],
      formMessage: SOMETHING_UNEXPECTED_MESSAGE,
    });
  });

  it('leaves a conflict or a lost application to the layout', () => {
    expect(formErrorsOf({ kind: 'conflict', message: 'Not now' }, NAMES)).toBeNull();
    expect(formErrorsOf({ kind: 'not-found', message: 'Not found' }, NAMES)).toBeNull();
  });
});
