import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors';
import {
  zBirthdateStep,
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

const now = new Date(2026, 5, 15);
const birthdate = zBirthdateStep({ state: 'CA', now });
const birthdateAlabama = zBirthdateStep({ state: 'AL', now });
const name = { firstName: 'Ana', middleName: '', lastName: 'Lopez', suffix: '' };
const contact = { phoneNumber: '(555) 123-4567', email: 'ana@example.com' };
const account = {
  password: 'Correct#Horse9',
  confirmPassword: 'Correct#Horse9',
  termPrivacyConsent: true,
  communicationConsent: true,
};
const address = { street1: '123 Main St', street2: '', city: 'Austin', state: 'TX', zip: '78701' };
const property = (changes: object) => ({
  propertyAddress: { ...address, ...changes },
  occupancyType: 'PRIMARY',
});

/** The shared field rules table: each row gives the field's path and exact message. */
describe('shared field rules', () => {
  it.each([
    // Date of birth
    [
      'dob: all parts blank',
      birthdate,
      { dateOfBirth: { day: '', month: '', year: '' } },
      'dateOfBirth',
      'Date of birth is required',
    ],
    [
      'dob: year blank',
      birthdate,
      { dateOfBirth: { day: '1', month: '2', year: ' ' } },
      'dateOfBirth',
      'Date of birth is required',
    ],
    ['dob: missing', birthdate, {}, 'dateOfBirth', 'Date of birth is required'],
    [
      'dob: 30 February',
      birthdate,
      { dateOfBirth: { day: '30', month: '2', year: '1990' } },
      'dateOfBirth.day',
      'Invalid date. The day must be a number from 1 to 28.',
    ],
    [
      'dob: month 13',
      birthdate,
      { dateOfBirth: { day: '1', month: '13', year: '1990' } },
      'dateOfBirth.month',
      'Invalid date. The month must be a number from 1 to 12.',
    ],
    [
      'dob: before 1900',
      birthdate,
      { dateOfBirth: { day: '31', month: '12', year: '1899' } },
      'dateOfBirth.year',
      'Invalid date. The year must have 4 digits, 1900 or later.',
    ],
    [
      'dob: two-digit year',
      birthdate,
      { dateOfBirth: { day: '1', month: '1', year: '85' } },
      'dateOfBirth.year',
      'Invalid date. The year must have 4 digits, 1900 or later.',
    ],
    [
      'dob: in the future',
      birthdate,
      { dateOfBirth: { day: '1', month: '1', year: '2030' } },
      'dateOfBirth',
      'Invalid date. A date of birth cannot be in the future.',
    ],
    [
      'dob: 29 February of a leap year is real, of another year names the day',
      birthdate,
      { dateOfBirth: { day: '29', month: '2', year: '1991' } },
      'dateOfBirth.day',
      'Invalid date. The day must be a number from 1 to 28.',
    ],
    [
      'dob: 18 tomorrow',
      birthdate,
      { dateOfBirth: { day: '16', month: '6', year: '2008' } },
      'dateOfBirth',
      'Must be at least 18 years old',
    ],
    [
      'dob: 18 in Alabama',
      birthdateAlabama,
      { dateOfBirth: { day: '1', month: '1', year: '2008' } },
      'dateOfBirth',
      'Must be at least 19 years old',
    ],
    // Email
    [
      'email: blank',
      zPhoneAndEmailStep,
      { ...contact, email: '' },
      'email',
      'Please enter your email',
    ],
    [
      'email: spaces only',
      zPhoneAndEmailStep,
      { ...contact, email: '   ' },
      'email',
      'Please enter your email',
    ],
    [
      'email: missing',
      zPhoneAndEmailStep,
      { phoneNumber: contact.phoneNumber },
      'email',
      'Please enter your email',
    ],
    [
      'email: no domain',
      zPhoneAndEmailStep,
      { ...contact, email: 'ana@' },
      'email',
      'Please enter a valid email address',
    ],
    [
      'email: no at sign',
      zPhoneAndEmailStep,
      { ...contact, email: 'ana.example.com' },
      'email',
      'Please enter a valid email address',
    ],
    [
      'email: too long',
      zPhoneAndEmailStep,
      { ...contact, email: `${'a'.repeat(250)}@x.io` },
      'email',
      'Please enter a valid email address',
    ],
    // First name, last name
    [
      'first name: blank',
      zLegalNameStep,
      { name: { ...name, firstName: '' } },
      'name.firstName',
      'Please enter the first name',
    ],
    [
      'first name: missing',
      zLegalNameStep,
      { name: { lastName: 'Lopez' } },
      'name.firstName',
      'Please enter the first name',
    ],
    [
      'first name: digits',
      zLegalNameStep,
      { name: { ...name, firstName: 'Ana2' } },
      'name.firstName',
      'Some of the characters entered are not supported.',
    ],
    [
      'first name: apostrophe',
      zLegalNameStep,
      { name: { ...name, firstName: "D'Andre" } },
      'name.firstName',
      'Some of the characters entered are not supported.',
    ],
    [
      'first name: one character',
      zLegalNameStep,
      { name: { ...name, firstName: 'A' } },
      'name.firstName',
      'First name must be at least 2 characters long',
    ],
    [
      'last name: blank',
      zLegalNameStep,
      { name: { ...name, lastName: '' } },
      'name.lastName',
      'Please enter the last name',
    ],
    [
      'last name: symbols',
      zLegalNameStep,
      { name: { ...name, lastName: 'Lopez!' } },
      'name.lastName',
      'Some of the characters entered are not supported.',
    ],
    [
      'last name: one character',
      zLegalNameStep,
      { name: { ...name, lastName: 'L' } },
      'name.lastName',
      'Last name is required',
    ],
    [
      'last name: too long',
      zLegalNameStep,
      { name: { ...name, lastName: 'L'.repeat(129) } },
      'name.lastName',
      'Cannot be more than 128 characters',
    ],
    // Middle name
    [
      'middle name: digits',
      zLegalNameStep,
      { name: { ...name, middleName: 'J2' } },
      'name.middleName',
      'Some of the characters entered are not supported.',
    ],
    [
      'middle name: three separators',
      zLegalNameStep,
      { name: { ...name, middleName: 'a b c d' } },
      'name.middleName',
      'Some of the characters entered are not supported.',
    ],
    [
      'middle name: double separator',
      zLegalNameStep,
      { name: { ...name, middleName: 'Mary--Jo' } },
      'name.middleName',
      'Some of the characters entered are not supported.',
    ],
    [
      'middle name: leading separator',
      zLegalNameStep,
      { name: { ...name, middleName: '-Jo' } },
      'name.middleName',
      'Some of the characters entered are not supported.',
    ],
    [
      'middle name: two periods',
      zLegalNameStep,
      { name: { ...name, middleName: 'J..' } },
      'name.middleName',
      'Some of the characters entered are not supported.',
    ],
    // Suffix
    [
      'suffix: not in the list',
      zLegalNameStep,
      { name: { ...name, suffix: 'ESQ' } },
      'name.suffix',
      'Please select a valid suffix',
    ],
    // Password
    ['password: blank', zSetPasswordStep, { ...account, password: '' }, 'password', 'Required'],
    [
      'password: missing',
      zSetPasswordStep,
      { ...account, password: undefined },
      'password',
      'Required',
    ],
    [
      'password: 11 characters',
      zSetPasswordStep,
      { ...account, password: 'Abcdefg#123', confirmPassword: 'Abcdefg#123' },
      'password',
      'Must be at least 12 characters long',
    ],
    [
      'password: no uppercase',
      zSetPasswordStep,
      { ...account, password: 'correct#horse9', confirmPassword: 'correct#horse9' },
      'password',
      'Must contain at least one uppercase letter',
    ],
    [
      'password: no lowercase',
      zSetPasswordStep,
      { ...account, password: 'CORRECT#HORSE9', confirmPassword: 'CORRECT#HORSE9' },
      'password',
      'Must contain at least one lowercase letter',
    ],
    [
      'password: no number',
      zSetPasswordStep,
      { ...account, password: 'Correct#Horse', confirmPassword: 'Correct#Horse' },
      'password',
      'Must contain at least one number',
    ],
    [
      'password: no special character',
      zSetPasswordStep,
      { ...account, password: 'CorrectHorse9', confirmPassword: 'CorrectHorse9' },
      'password',
      'Must contain at least one special character',
    ],
    [
      'password: special outside the set',
      zSetPasswordStep,
      { ...account, password: 'Correct-Horse9', confirmPassword: 'Correct-Horse9' },
      'password',
      'Must contain at least one special character',
    ],
    [
      'password: common stem',
      zSetPasswordStep,
      { ...account, password: 'Password123!', confirmPassword: 'Password123!' },
      'password',
      'Password is not strong enough',
    ],
    [
      'password: repeated characters',
      zSetPasswordStep,
      { ...account, password: 'Xyz#1111abcd', confirmPassword: 'Xyz#1111abcd' },
      'password',
      'Password is not strong enough',
    ],
    // Confirm password
    [
      'confirm password: blank',
      zSetPasswordStep,
      { ...account, confirmPassword: '' },
      'confirmPassword',
      'Required',
    ],
    [
      'confirm password: different',
      zSetPasswordStep,
      { ...account, confirmPassword: 'Correct#Horse8' },
      'confirmPassword',
      "Passwords don't match",
    ],
    [
      'confirm password: different while consents unticked',
      zSetPasswordStep,
      { ...account, confirmPassword: 'x', termPrivacyConsent: false },
      'confirmPassword',
      "Passwords don't match",
    ],
    // Phone
    [
      'phone: blank',
      zPhoneAndEmailStep,
      { ...contact, phoneNumber: '' },
      'phoneNumber',
      'Please enter your mobile phone',
    ],
    [
      'phone: missing',
      zPhoneAndEmailStep,
      { email: contact.email },
      'phoneNumber',
      'Please enter your mobile phone',
    ],
    [
      'phone: too short',
      zPhoneAndEmailStep,
      { ...contact, phoneNumber: '(555) 123-456' },
      'phoneNumber',
      'Please enter a valid phone number. It needs 10 digits; you entered 9.',
    ],
    [
      'phone: three digits starting with 1 are short, not a country code',
      zPhoneAndEmailStep,
      { ...contact, phoneNumber: '1 23' },
      'phoneNumber',
      'Please enter a valid phone number. It needs 10 digits; you entered 3.',
    ],
    [
      'phone: ten digits starting with 1',
      zPhoneAndEmailStep,
      { ...contact, phoneNumber: '(123) 456-7890' },
      'phoneNumber',
      'Country code 1 is not needed',
    ],
    [
      'phone: unformatted digits',
      zPhoneAndEmailStep,
      { ...contact, phoneNumber: '5551234567' },
      'phoneNumber',
      'Please enter a valid phone number',
    ],
    [
      'phone: starts with 1',
      zPhoneAndEmailStep,
      { ...contact, phoneNumber: '1 (555) 123-45' },
      'phoneNumber',
      'Country code 1 is not needed',
    ],
    [
      'phone: starts with +1',
      zPhoneAndEmailStep,
      { ...contact, phoneNumber: '+1 (555) 123-4567' },
      'phoneNumber',
      'Country code 1 is not needed',
    ],
    // Consents
    [
      'terms and privacy unticked',
      zSetPasswordStep,
      { ...account, termPrivacyConsent: false },
      'termPrivacyConsent',
      'Required',
    ],
    [
      'communication unticked',
      zSetPasswordStep,
      { ...account, communicationConsent: false },
      'communicationConsent',
      'Required',
    ],
    [
      'communication missing',
      zSetPasswordStep,
      { ...account, communicationConsent: undefined },
      'communicationConsent',
      'Required',
    ],
    // Address
    [
      'street1: blank',
      zPropertyAddressStep,
      property({ street1: '' }),
      'propertyAddress.street1',
      'Street address is required',
    ],
    [
      'street1: missing once revealed',
      zPropertyAddressStep,
      property({ street1: undefined }),
      'propertyAddress.street1',
      'Street address is required',
    ],
    [
      'street1: two characters',
      zPropertyAddressStep,
      property({ street1: '1 ' }),
      'propertyAddress.street1',
      'Street address is required',
    ],
    [
      'street1: one word',
      zPropertyAddressStep,
      property({ street1: 'Mainstreet' }),
      'propertyAddress.street1',
      'Street address is required',
    ],
    [
      'city: blank',
      zPropertyAddressStep,
      property({ city: '' }),
      'propertyAddress.city',
      'Please enter a valid city name',
    ],
    [
      'city: digits',
      zPropertyAddressStep,
      property({ city: 'Austin 2' }),
      'propertyAddress.city',
      'Please enter a valid city name',
    ],
    [
      'city: punctuation',
      zPropertyAddressStep,
      property({ city: 'St. Louis' }),
      'propertyAddress.city',
      'Please enter a valid city name',
    ],
    [
      'state: one letter',
      zPropertyAddressStep,
      property({ state: 'T' }),
      'propertyAddress.state',
      'State must be two characters in length',
    ],
    [
      'state: three letters',
      zPropertyAddressStep,
      property({ state: 'TEX' }),
      'propertyAddress.state',
      'State must be two characters in length',
    ],
    [
      'state: not a state',
      zPropertyAddressStep,
      property({ state: 'XX' }),
      'propertyAddress.state',
      'Please enter a valid state',
    ],
    [
      'zip: four digits',
      zPropertyAddressStep,
      property({ zip: '7870' }),
      'propertyAddress.zip',
      'Please enter a valid zipcode',
    ],
    [
      'zip: letters',
      zPropertyAddressStep,
      property({ zip: '7870a' }),
      'propertyAddress.zip',
      'Please enter a valid zipcode',
    ],
    [
      'zip: ZIP+4',
      zPropertyAddressStep,
      property({ zip: '78701-1234' }),
      'propertyAddress.zip',
      'Please enter a valid zipcode',
    ],
    // Typeahead
    [
      'typeahead: nothing chosen',
      zPropertyAddressStep,
      { occupancyType: 'PRIMARY' },
      'propertyAddress',
      'Please enter a valid property address',
    ],
    [
      'typeahead: cleared',
      zPropertyAddressStep,
      { propertyAddress: null, occupancyType: 'PRIMARY' },
      'propertyAddress',
      'Please enter a valid property address',
    ],
    [
      'typeahead: home address not chosen',
      zHomeAddressStep,
      {},
      'homeAddress',
      'Please enter a valid property address',
    ],
  ] as const)('%s', (_case, schema, input, field, message) => {
    expect(errorsOf(schema, input)).toContainEqual({ field, message });
  });
});

describe('accepted shared field values', () => {
  it.each([
    [
      'accented names',
      zLegalNameStep,
      { name: { ...name, firstName: 'José', lastName: 'Núñez Peña' } },
    ],
    ['hyphenated last name', zLegalNameStep, { name: { ...name, lastName: 'Smith-Jones' } }],
    ['middle initial with period', zLegalNameStep, { name: { ...name, middleName: 'J.' } }],
    [
      'middle name with two separators',
      zLegalNameStep,
      { name: { ...name, middleName: 'Mary-Jo Ann' } },
    ],
    [
      'middle name with a typographic apostrophe',
      zLegalNameStep,
      { name: { ...name, middleName: 'O’Neil' } },
    ],
    ['each suffix', zLegalNameStep, { name: { ...name, suffix: 'III' } }],
    ['password with every kind of character', zSetPasswordStep, account],
    ['lower-case state', zPropertyAddressStep, property({ state: 'dc' })],
    ['two-word city', zPropertyAddressStep, property({ city: 'San Antonio' })],
  ] as const)('%s', (_case, schema, input) => {
    expect(errorsOf(schema, input)).toEqual([]);
  });
});
