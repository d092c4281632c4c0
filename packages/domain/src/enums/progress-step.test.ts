import { describe, expect, it } from 'vitest';
import {
  applicationProgressSteps,
  legacyRegistrationProgress,
  registrationV2ProgressSteps,
} from './progress-step';

const commonSteps = [
  'Basic Info',
  'Select Offer',
  'Provide More Info',
  'Link Income Sources',
  'Verify Identity',
  'Sign Documents',
];

describe('applicationProgressSteps', () => {
  it.each([
    [true, 'Schedule Notary Session'],
    [false, 'Talk to eNotary'],
  ])('manual notary %s ends with %s', (manualNotary, last) => {
    expect(applicationProgressSteps({ manualNotary })).toEqual([...commonSteps, last]);
  });
});

describe('registrationV2ProgressSteps', () => {
  it.each([
    [
      true,
      [
        'register-v2',
        'home-address',
        'for-sale',
        'annual-income',
        'legal-name',
        'birthdate',
        'phone-and-email',
        'set-password',
      ],
    ],
    [
      false,
      ['register-v2', 'home-address', 'for-sale', 'annual-income', 'legal-name', 'birthdate'],
    ],
  ])('account steps included %s', (includeAccountSteps, steps) => {
    expect(registrationV2ProgressSteps({ includeAccountSteps })).toEqual(steps);
  });
});

describe('legacyRegistrationProgress', () => {
  it.each([
    [false, ['Property Info', 'Income Info', 'Personal Info', 'Contact Info', 'Login Info']],
    [true, ['Property Info', 'Income Info', 'Personal Info', 'Login Info']],
  ])('contact known %s', (contactKnown, titles) => {
    expect(legacyRegistrationProgress({ contactKnown }).map((s) => s.title)).toEqual(titles);
  });

  it('nests the sub-steps', () => {
    expect(legacyRegistrationProgress({ contactKnown: false })[0]?.items).toEqual([
      'Address',
      'Sale Status',
    ]);
  });
});
