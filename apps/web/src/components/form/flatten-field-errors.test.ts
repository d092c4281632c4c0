import { describe, expect, it } from 'vitest';
import { flattenFieldErrors, remainingSummaryNames } from './flatten-field-errors';
import { summaryItems } from './summary-items';

describe('flattenFieldErrors', () => {
  it("lists react-hook-form's nested errors in form order", () => {
    const ref = { name: 'x' };
    const errors = {
      income: {
        income: { type: 'custom', message: 'Required', ref },
        employmentType: { type: 'custom', message: 'Please select a primary source of income.' },
      },
      propertyAddress: {
        city: { type: 'invalid_format', message: 'Please enter a valid city name' },
        zip: { type: 'invalid_format', message: 'Please enter a valid zipcode' },
      },
    };
    expect(flattenFieldErrors(errors)).toEqual([
      { name: 'income.income', message: 'Required' },
      { name: 'income.employmentType', message: 'Please select a primary source of income.' },
      { name: 'propertyAddress.city', message: 'Please enter a valid city name' },
      { name: 'propertyAddress.zip', message: 'Please enter a valid zipcode' },
    ]);
  });

  it('takes the message of a whole value rather than descending into it', () => {
    expect(
      flattenFieldErrors({
        propertyAddress: { type: 'invalid_type', message: 'Please enter a valid property address' },
      }),
    ).toEqual([{ name: 'propertyAddress', message: 'Please enter a valid property address' }]);
  });

  it('names the fields of a list by their index, skipping those without an error', () => {
    // react-hook-form leaves a hole where an item of a list has no error.
    const documents: unknown[] = [];
    documents[1] = { type: 'custom', message: 'Please choose a file to upload' };
    documents[2] = { type: 'custom', message: 'The file is empty. Please choose the file again' };
    expect(flattenFieldErrors({ documents })).toEqual([
      { name: 'documents.1', message: 'Please choose a file to upload' },
      { name: 'documents.2', message: 'The file is empty. Please choose the file again' },
    ]);
  });

  it('ignores anything that is not an error object', () => {
    expect(flattenFieldErrors(undefined)).toEqual([]);
    expect(flattenFieldErrors({ root: { message: 'x' }, list: ['x'] })).toEqual([]);
  });
});

describe('remainingSummaryNames', () => {
  it('drops corrected fields and never adds new ones between submits', () => {
    const current = [
      { name: 'email', message: 'Please enter a valid email address' },
      { name: 'phoneNumber', message: 'Please enter your mobile phone' },
    ];
    expect(remainingSummaryNames(['email', 'smsMarketingConsent'], current)).toEqual(['email']);
  });
});

describe('summaryItems', () => {
  const errors = [
    { name: 'password', message: 'Required' },
    { name: 'confirmPassword', message: 'Required' },
    { name: 'dateOfBirth', message: 'Invalid date' },
    { name: 'termPrivacyConsent', message: 'Required' },
  ];

  it('names the field of a message that several fields share, and links each to its input', () => {
    expect(
      summaryItems({
        errors,
        listed: new Set(['password', 'confirmPassword', 'dateOfBirth']),
        focusTargets: { dateOfBirth: 'dateOfBirth.month' },
        labels: { password: 'Password', confirmPassword: 'Confirm password' },
      }),
    ).toEqual([
      { fieldId: 'password', message: 'Password: Required' },
      { fieldId: 'confirmPassword', message: 'Confirm password: Required' },
      { fieldId: 'dateOfBirth-month', message: 'Invalid date' },
    ]);
  });

  it("names the field of a bare message ('Required', 'Invalid date…'), from the page when not given", () => {
    expect(
      summaryItems({
        errors: [
          {
            name: 'dateOfBirth.day',
            message: 'Invalid date. The day must be a number from 1 to 28.',
          },
          { name: 'termPrivacyConsent', message: 'Required' },
          { name: 'email', message: 'Please enter your email' },
        ],
        listed: new Set(['dateOfBirth.day', 'termPrivacyConsent', 'email']),
        focusTargets: {},
        labels: { 'dateOfBirth.day': 'Date of birth' },
        labelOf: (id) => (id === 'termPrivacyConsent' ? 'Terms' : 'Email'),
      }),
    ).toEqual([
      {
        fieldId: 'dateOfBirth-day',
        message: 'Date of birth: Invalid date. The day must be a number from 1 to 28.',
      },
      { fieldId: 'termPrivacyConsent', message: 'Terms: Required' },
      { fieldId: 'email', message: 'Please enter your email' },
    ]);
  });

  it('keeps a message as it is when it has no label', () => {
    expect(
      summaryItems({
        errors,
        listed: new Set(['password', 'termPrivacyConsent']),
        focusTargets: {},
        labels: { password: 'Password' },
      }),
    ).toEqual([
      { fieldId: 'password', message: 'Password: Required' },
      { fieldId: 'termPrivacyConsent', message: 'Required' },
    ]);
    expect(
      summaryItems({
        errors,
        listed: new Set(['password']),
        focusTargets: {},
        labels: { password: 'Password' },
      }),
    ).toEqual([{ fieldId: 'password', message: 'Password: Required' }]);
  });
});
