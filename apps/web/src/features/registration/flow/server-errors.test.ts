import { describe, expect, it } from 'vitest';
import { FetchError } from '@/lib/fetch-error';
import { serverErrorsFor } from './navigation-errors';
import { errorItemsFrom } from './register-request';
import { routeServerErrors } from './server-errors';

describe('routeServerErrors', () => {
  it('sends a duplicate e-mail to the phone-and-email step, under the email field', () => {
    expect(
      routeServerErrors([{ field: 'email', message: 'An account with this email already exists' }]),
    ).toEqual({
      kind: 'contact',
      fieldErrors: [{ name: 'email', message: 'An account with this email already exists' }],
    });
  });

  it.each([
    ['propertyAddress.street1', 'property', 'propertyAddress.street1'],
    ['propertyAddress.occupancyType', 'property', 'occupancyType'],
    ['propertyAddress', 'property', 'propertyAddress'],
    ['homeAddress.zip', 'home', 'homeAddress.zip'],
    ['isListedForSale', 'forSale', 'isListedForSale'],
    ['income.employmentType', 'income', 'income.employmentType'],
    ['name.lastName', 'name', 'name.lastName'],
    ['dob', 'birthdate', 'dateOfBirth'],
    ['phoneNumber', 'contact', 'phoneNumber'],
    ['password', 'account', 'password'],
    ['termPrivacyConsent', 'account', 'termPrivacyConsent'],
  ])('puts %s on the %s step as %s', (field, kind, name) => {
    expect(routeServerErrors([{ field, message: 'Invalid' }])).toEqual({
      kind,
      fieldErrors: [{ name, message: 'Invalid' }],
    });
  });

  it('shows the earliest step with a field error, with its own fields only', () => {
    expect(
      routeServerErrors([
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'name.firstName', message: 'Please enter the first name' },
        { field: 'name.lastName', message: 'Please enter the last name' },
      ]),
    ).toEqual({
      kind: 'name',
      fieldErrors: [
        { name: 'name.firstName', message: 'Please enter the first name' },
        { name: 'name.lastName', message: 'Please enter the last name' },
      ],
    });
  });

  it('joins messages without a known field into one sentence on the password step', () => {
    expect(
      routeServerErrors([
        { message: 'Too many requests' },
        { field: 'unknownThing', message: 'Try again later.' },
        { message: 'Too many requests' },
      ]),
    ).toEqual({
      kind: 'account',
      fieldErrors: [],
      formMessage: 'Too many requests, Try again later.',
    });
  });

  it("says 'Something unexpected happened' when the server said nothing", () => {
    expect(routeServerErrors([])).toEqual({
      kind: 'account',
      fieldErrors: [],
      formMessage: 'Something unexpected happened',
    });
  });
});

describe('errorItemsFrom', () => {
  it("reads the server's error envelope", () => {
    const error = new FetchError({
      status: 409,
      url: '/identity/api/v1/registration/register',
      kind: 'http',
      message: 'Taken.',
      data: { errors: [{ code: 'conflict', field: 'email', message: 'Taken' }] },
    });
    expect(errorItemsFrom(error)).toEqual([{ code: 'conflict', field: 'email', message: 'Taken' }]);
  });

  it('turns any other failure into its message', () => {
    const error = new FetchError({
      status: 0,
      url: '/x',
      kind: 'network',
      message: 'Request failed.',
    });
    expect(errorItemsFrom(error)).toEqual([{ message: 'Request failed.' }]);
    expect(errorItemsFrom('boom')).toEqual([{ message: '' }]);
  });
});

describe('serverErrorsFor', () => {
  const state = {
    registrationErrors: {
      kind: 'contact',
      fieldErrors: [{ name: 'email', message: 'Taken' }, { name: 7 }],
      formMessage: 'Also this.',
    },
  };

  it('gives a step the errors the navigation brought for it, dropping malformed ones', () => {
    expect(serverErrorsFor('contact', state)).toEqual({
      kind: 'contact',
      fieldErrors: [{ name: 'email', message: 'Taken' }],
      formMessage: 'Also this.',
    });
  });

  it('gives nothing to another step or for an unrelated state', () => {
    expect(serverErrorsFor('account', state)).toBeNull();
    expect(serverErrorsFor('contact', null)).toBeNull();
    expect(serverErrorsFor('contact', { registrationErrors: 'x' })).toBeNull();
  });
});
