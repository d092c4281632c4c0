import type { StoredAnswers } from './answers-store';

/** Valid stored answers for every step, as the forms keep them; tests change what they are about. */
export function completeAnswers(overrides: StoredAnswers = {}): StoredAnswers {
  return {
    property: {
      propertyAddress: {
        street1: '100 Main St',
        street2: '',
        city: 'Springfield',
        state: 'IL',
        zip: '62704',
        fullAddress: '100 Main St, Springfield, IL 62704',
      },
      occupancyType: 'PRIMARY',
    },
    forSale: { isListedForSale: 'NO' },
    income: { income: { income: '$85,000', otherIncome: '', employmentType: 'FULL_TIME' } },
    name: { name: { firstName: 'Ada', middleName: '', lastName: 'Lovelace', suffix: '' } },
    birthdate: { dateOfBirth: { day: '27', month: '03', year: '1985' } },
    contact: {
      phoneNumber: '(415) 555-0123',
      email: 'ada@example.com',
      smsMarketingConsent: false,
      smsTransactionalConsent: true,
    },
    ...overrides,
  };
}

export const secondHome = (answers: StoredAnswers): StoredAnswers => ({
  ...answers,
  property: { ...(answers.property as object), occupancyType: 'SECONDARY' },
});

export const HOME_ADDRESS = {
  homeAddress: {
    street1: '12 Oak St',
    street2: 'Apt 4',
    city: 'Denver',
    state: 'CO',
    zip: '80201',
  },
};
