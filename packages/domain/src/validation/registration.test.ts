import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './field-errors';
import { zRegistration } from './registration';

const address = { street1: '123 Main St', street2: '', city: 'Austin', state: 'TX', zip: '78701' };

const valid = {
  propertyAddress: { ...address, occupancyType: 'PRIMARY' },
  isListedForSale: false,
  income: { income: 85000, otherIncome: 1200, employmentType: 'FULL_TIME' },
  name: { firstName: 'Ana', middleName: '', lastName: 'Lopez', suffix: '' },
  dob: '1985-01-09',
  email: 'ana@example.com',
  phoneNumber: '(555) 123-4567',
  password: 'Correct#Horse9',
  communicationConsent: true,
  termPrivacyConsent: true,
  smsMarketingConsent: false,
  smsTransactionalConsent: true,
};

function errorsOf(input: unknown) {
  const result = zRegistration.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error);
}

describe('zRegistration accepts', () => {
  it.each([
    ['a primary residence without a home address', valid],
    [
      'an investment property with a home address',
      {
        ...valid,
        propertyAddress: { ...address, occupancyType: 'INVESTMENT' },
        homeAddress: { ...address, street1: '9 Elm Rd' },
      },
    ],
    [
      'a 19-year-old in Alabama',
      {
        ...valid,
        propertyAddress: { ...address, state: 'AL', occupancyType: 'PRIMARY' },
        dob: '2000-01-01',
      },
    ],
  ])('%s', (_case, input) => {
    expect(errorsOf(input)).toEqual([]);
  });

  it('stores empty optional values as the spec says', () => {
    const { smsMarketingConsent: _m, smsTransactionalConsent: _t, ...rest } = valid;
    const parsed = zRegistration.parse({
      ...rest,
      income: { income: 85000, employmentType: 'RETIRED' },
      name: { firstName: 'Ana', lastName: 'Lopez' },
    });
    expect(parsed).toMatchObject({
      propertyAddress: { street2: '' },
      income: { otherIncome: 0 },
      name: { middleName: '', suffix: '' },
      smsMarketingConsent: false,
      smsTransactionalConsent: false,
    });
  });
});

describe('zRegistration rejects', () => {
  it.each([
    [
      'the occupancy placeholder',
      { propertyAddress: { ...address, occupancyType: 'INIT' } },
      'propertyAddress.occupancyType',
      'Please select an occupancy type',
    ],
    [
      'a missing property address',
      { propertyAddress: undefined },
      'propertyAddress',
      'Please enter a valid property address',
    ],
    [
      'a secondary home without a home address',
      { propertyAddress: { ...address, occupancyType: 'SECONDARY' } },
      'homeAddress',
      'Please enter a valid property address',
    ],
    [
      'a bad home address zip',
      { homeAddress: { ...address, zip: '1' } },
      'homeAddress.zip',
      'Please enter a valid zipcode',
    ],
    ['a missing for-sale answer', { isListedForSale: undefined }, 'isListedForSale', 'Required'],
    ['a missing income', { income: undefined }, 'income', 'Required'],
    [
      'an income over the limit',
      { income: { income: 10_000_000, employmentType: 'RETIRED' } },
      'income.income',
      'Must be less than $10,000,000',
    ],
    [
      'a negative other income',
      { income: { income: 1, otherIncome: -1, employmentType: 'RETIRED' } },
      'income.otherIncome',
      'Must be at least $0',
    ],
    [
      'an unemployed borrower',
      { income: { income: 1, employmentType: 'UNEMPLOYED' } },
      'income.employmentType',
      "We apologize. At this time, we don't lend to unemployed borrowers.",
    ],
    [
      'a short first name',
      { name: { firstName: 'A', lastName: 'Lopez' } },
      'name.firstName',
      'First name must be at least 2 characters long',
    ],
    ['a missing dob', { dob: '' }, 'dob', 'Date of birth is required'],
    ['a display-format dob', { dob: '01/09/1985' }, 'dob', 'Invalid date'],
    ['a dob before 1900', { dob: '1899-01-01' }, 'dob', 'Invalid date'],
    ['a minor', { dob: '2020-01-01' }, 'dob', 'Must be at least 18 years old'],
    [
      'an 18-year-old in Alabama',
      {
        propertyAddress: { ...address, state: 'AL', occupancyType: 'PRIMARY' },
        dob: `${new Date().getFullYear() - 18}-01-01`,
      },
      'dob',
      'Must be at least 19 years old',
    ],
    ['an invalid email', { email: 'ana@' }, 'email', 'Please enter a valid email address'],
    [
      'a phone with country code',
      { phoneNumber: '+1 (555) 123-4567' },
      'phoneNumber',
      'Country code 1 is not needed',
    ],
    ['a weak password', { password: 'short' }, 'password', 'Must be at least 12 characters long'],
    ['unticked terms', { termPrivacyConsent: false }, 'termPrivacyConsent', 'Required'],
    [
      'unticked communication consent',
      { communicationConsent: false },
      'communicationConsent',
      'Required',
    ],
  ] as const)('%s', (_case, changes, field, message) => {
    expect(errorsOf({ ...valid, ...changes })).toContainEqual({ field, message });
  });

  it('skips the age rule while the state is invalid, reporting the state only', () => {
    expect(
      errorsOf({
        ...valid,
        propertyAddress: { ...address, state: 'ZZ', occupancyType: 'PRIMARY' },
        dob: '2020-01-01',
      }),
    ).toEqual([{ field: 'propertyAddress.state', message: 'Please enter a valid state' }]);
  });

  it('answers one root issue for a body that is not an object', () => {
    expect(errorsOf('nope')).toHaveLength(1);
  });
});
