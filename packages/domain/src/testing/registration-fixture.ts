import type { RegistrationInput } from '../validation/registration';

/** A password that meets every rule. */
export const FIXTURE_PASSWORD = 'Blue-Canyon-42!x';

/**
 * The one registration the server tests, the e2e specs and the bench start from: it passes every
 * rule (a primary residence in Colorado, an adult, every required consent). Callers override
 * what their case is about: the last name picks the sandbox persona, the address the property's
 * rules, and the e-mail must be new for each registration.
 */
export function registrationFixture(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    propertyAddress: {
      street1: '1234 Maple Street',
      street2: '',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      occupancyType: 'PRIMARY',
    },
    isListedForSale: false,
    income: { income: 125_000, otherIncome: 5_000, employmentType: 'FULL_TIME' },
    name: { firstName: 'Pat', middleName: 'Q', lastName: 'Lee', suffix: '' },
    dob: '1985-03-27',
    email: 'pat.lee@example.com',
    phoneNumber: '(303) 555-0142',
    password: FIXTURE_PASSWORD,
    communicationConsent: true,
    termPrivacyConsent: true,
    smsMarketingConsent: false,
    smsTransactionalConsent: true,
    ...overrides,
  };
}
