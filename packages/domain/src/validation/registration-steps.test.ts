import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors';
import {
  zAnnualIncomeStep,
  zBirthdateStep,
  zForSaleStep,
  zHomeAddressStep,
  zLegalNameStep,
  zPhoneAndEmailStep,
  zPropertyAddressStep,
  zSetPasswordStep,
} from './registration-steps';

function errorsOf(schema: z.core.$ZodType, input: unknown) {
  const result = z.safeParse(schema, input);
  return result.success ? [] : toFieldErrors(result.error);
}

const address = { street1: '123 Main St', street2: '', city: 'Austin', state: 'TX', zip: '78701' };
// Midday in Los Angeles: the age rule counts Pacific calendar days.
const now = new Date('2026-06-15T19:00:00Z');

/** Registration v2 table, one row per rule and message. */
describe('registration v2 validation table', () => {
  it.each([
    [
      'occupancyType placeholder',
      zPropertyAddressStep,
      { propertyAddress: address, occupancyType: 'INIT' },
      'occupancyType',
      'Please select an occupancy type',
    ],
    [
      'occupancyType missing',
      zPropertyAddressStep,
      { propertyAddress: address },
      'occupancyType',
      'Please select an occupancy type',
    ],
    ['isListedForSale missing', zForSaleStep, {}, 'isListedForSale', 'Required'],
    [
      'isListedForSale not YES or NO',
      zForSaleStep,
      { isListedForSale: 'MAYBE' },
      'isListedForSale',
      'Required',
    ],
    [
      'employmentType missing',
      zAnnualIncomeStep,
      { income: { income: '85000', otherIncome: '' } },
      'income.employmentType',
      'Please select a primary source of income.',
    ],
    [
      'employmentType blank',
      zAnnualIncomeStep,
      { income: { income: '85000', otherIncome: '', employmentType: '' } },
      'income.employmentType',
      'Please select a primary source of income.',
    ],
    [
      'employmentType UNEMPLOYED',
      zAnnualIncomeStep,
      { income: { income: '85000', otherIncome: '', employmentType: 'UNEMPLOYED' } },
      'income.employmentType',
      "We apologize. At this time, we don't lend to unemployed borrowers.",
    ],
    [
      'annual income empty',
      zAnnualIncomeStep,
      { income: { income: '', otherIncome: '', employmentType: 'RETIRED' } },
      'income.income',
      'Required',
    ],
    [
      'annual income missing',
      zAnnualIncomeStep,
      { income: { employmentType: 'RETIRED' } },
      'income.income',
      'Required',
    ],
    [
      'annual income not a number',
      zAnnualIncomeStep,
      { income: { income: 'lots', otherIncome: '', employmentType: 'RETIRED' } },
      'income.income',
      'Enter the amount in dollars, for example 85000.',
    ],
    [
      'annual income of $12 (a slip for thousands)',
      zAnnualIncomeStep,
      { income: { income: '$12', otherIncome: '', employmentType: 'FULL_TIME' } },
      'income.income',
      'Must be at least $1,000 a year. Enter your yearly income before tax in dollars, for example 85000.',
    ],
    [
      'annual income negative',
      zAnnualIncomeStep,
      { income: { income: '-1', otherIncome: '', employmentType: 'RETIRED' } },
      'income.income',
      'Must be at least $0',
    ],
    [
      'annual income 10,000,000',
      zAnnualIncomeStep,
      { income: { income: '10,000,000', otherIncome: '', employmentType: 'RETIRED' } },
      'income.income',
      'Must be less than $10,000,000',
    ],
    [
      'other income not a number',
      zAnnualIncomeStep,
      { income: { income: 85000, otherIncome: 'abc', employmentType: 'RETIRED' } },
      'income.otherIncome',
      'Enter the amount in dollars, for example 85000.',
    ],
    [
      'other income negative',
      zAnnualIncomeStep,
      { income: { income: 85000, otherIncome: -5, employmentType: 'RETIRED' } },
      'income.otherIncome',
      'Must be at least $0',
    ],
    [
      'age under 18',
      zBirthdateStep({ state: 'TX', now }),
      { dateOfBirth: { day: '16', month: '6', year: '2008' } },
      'dateOfBirth',
      'Must be at least 18 years old',
    ],
    [
      'age under 19 in Alabama',
      zBirthdateStep({ state: 'AL', now }),
      { dateOfBirth: { day: '15', month: '6', year: '2008' } },
      'dateOfBirth',
      'Must be at least 19 years old',
    ],
  ] as const)('%s', (_case, schema, input, field, message) => {
    expect(errorsOf(schema, input)).toContainEqual({ field, message });
  });
});

describe('accepted registration v2 answers and their payload form', () => {
  it.each([
    [
      'primary property',
      zPropertyAddressStep,
      { propertyAddress: address, occupancyType: 'PRIMARY' },
      { propertyAddress: { ...address }, occupancyType: 'PRIMARY' },
    ],
    [
      'investment property with unit',
      zPropertyAddressStep,
      {
        propertyAddress: {
          ...address,
          street2: ' Apt 4 ',
          fullAddress: '123 Main St Apt 4, Austin, TX 78701',
        },
        occupancyType: 'INVESTMENT',
      },
      {
        propertyAddress: {
          ...address,
          street2: 'Apt 4',
          fullAddress: '123 Main St Apt 4, Austin, TX 78701',
        },
        occupancyType: 'INVESTMENT',
      },
    ],
    [
      'home address without street2',
      zHomeAddressStep,
      { homeAddress: { street1: '9 Elm Rd', city: 'Dallas', state: 'tx', zip: '75201' } },
      {
        homeAddress: {
          street1: '9 Elm Rd',
          street2: '',
          city: 'Dallas',
          state: 'TX',
          zip: '75201',
        },
      },
    ],
    ['for sale YES', zForSaleStep, { isListedForSale: 'YES' }, { isListedForSale: true }],
    ['for sale NO', zForSaleStep, { isListedForSale: 'NO' }, { isListedForSale: false }],
    [
      'income typed with symbols, other income empty',
      zAnnualIncomeStep,
      { income: { income: '$85,000', otherIncome: '', employmentType: 'FULL_TIME' } },
      { income: { income: 85000, otherIncome: 0, employmentType: 'FULL_TIME' } },
    ],
    [
      'income at the maximum, other income missing',
      zAnnualIncomeStep,
      { income: { income: 9999999, employmentType: 'ALIMONY' } },
      { income: { income: 9999999, otherIncome: 0, employmentType: 'ALIMONY' } },
    ],
    [
      'zero income',
      zAnnualIncomeStep,
      { income: { income: '0', otherIncome: '1,200', employmentType: 'RETIRED' } },
      { income: { income: 0, otherIncome: 1200, employmentType: 'RETIRED' } },
    ],
    [
      'legal name with optional parts empty',
      zLegalNameStep,
      { name: { firstName: ' Ana ', lastName: 'Lopez-Diaz' } },
      { name: { firstName: 'Ana', middleName: '', lastName: 'Lopez-Diaz', suffix: '' } },
    ],
    [
      'legal name in full',
      zLegalNameStep,
      { name: { firstName: 'John', middleName: "O'Neil", lastName: 'Smith', suffix: 'JR' } },
      { name: { firstName: 'John', middleName: "O'Neil", lastName: 'Smith', suffix: 'JR' } },
    ],
    [
      'birthdate of an adult',
      zBirthdateStep({ state: 'TX', now }),
      { dateOfBirth: { day: '9', month: '1', year: '1985' } },
      { dateOfBirth: '1985-01-09' },
    ],
    [
      'exactly 19 in Alabama',
      zBirthdateStep({ state: 'AL', now }),
      { dateOfBirth: { day: '15', month: '06', year: '2007' } },
      { dateOfBirth: '2007-06-15' },
    ],
    [
      'phone and email, consents left out',
      zPhoneAndEmailStep,
      { phoneNumber: '(555) 123-4567', email: ' ana@example.com ' },
      {
        phoneNumber: '(555) 123-4567',
        email: 'ana@example.com',
        smsMarketingConsent: false,
        smsTransactionalConsent: false,
      },
    ],
    [
      'phone and email with SMS consent',
      zPhoneAndEmailStep,
      {
        phoneNumber: '(555) 123-4567',
        email: 'ana@example.com',
        smsMarketingConsent: true,
        smsTransactionalConsent: false,
      },
      {
        phoneNumber: '(555) 123-4567',
        email: 'ana@example.com',
        smsMarketingConsent: true,
        smsTransactionalConsent: false,
      },
    ],
    [
      'password set',
      zSetPasswordStep,
      {
        password: 'Correct#Horse9',
        confirmPassword: 'Correct#Horse9',
        termPrivacyConsent: true,
        communicationConsent: true,
      },
      {
        password: 'Correct#Horse9',
        confirmPassword: 'Correct#Horse9',
        termPrivacyConsent: true,
        communicationConsent: true,
      },
    ],
  ] as const)('%s', (_case, schema, input, output) => {
    expect(schema.parse(input)).toEqual(output);
  });
});
