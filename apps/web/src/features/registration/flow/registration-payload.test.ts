import { zRegistration } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { forSaleQuestion, SALE_WITHIN_SIX_MONTHS_LENDERS } from './for-sale-question';
import { buildRegistration } from './registration-payload';
import { completeAnswers, HOME_ADDRESS, secondHome } from './test-answers';

const now = new Date(2026, 5, 15);
const account = {
  password: 'Str0ng!Secret#42',
  confirmPassword: 'Str0ng!Secret#42',
  termPrivacyConsent: true,
  communicationConsent: true,
};

describe('buildRegistration', () => {
  it("builds the register call's body from the stored steps", () => {
    const body = buildRegistration(completeAnswers(), account, now);
    expect(body).toEqual({
      propertyAddress: {
        street1: '100 Main St',
        street2: '',
        city: 'Springfield',
        state: 'IL',
        zip: '62704',
        fullAddress: '100 Main St, Springfield, IL 62704',
        occupancyType: 'PRIMARY',
      },
      isListedForSale: false,
      income: { income: 85000, otherIncome: 0, employmentType: 'FULL_TIME' },
      name: { firstName: 'Ada', middleName: '', lastName: 'Lovelace', suffix: '' },
      dob: '1985-03-27',
      email: 'ada@example.com',
      phoneNumber: '(415) 555-0123',
      smsMarketingConsent: false,
      smsTransactionalConsent: true,
      password: 'Str0ng!Secret#42',
      termPrivacyConsent: true,
      communicationConsent: true,
    });
    expect(zRegistration.safeParse(body).success).toBe(true);
  });

  it('adds the home address for a second home, and only then', () => {
    const withHome = { ...secondHome(completeAnswers()), home: HOME_ADDRESS };
    expect(buildRegistration(withHome, account, now)?.homeAddress).toEqual(
      HOME_ADDRESS.homeAddress,
    );
    const primary = { ...completeAnswers(), home: HOME_ADDRESS };
    expect(buildRegistration(primary, account, now)).not.toHaveProperty('homeAddress');
  });

  it('gives nothing while a step is missing or invalid', () => {
    expect(buildRegistration(secondHome(completeAnswers()), account, now)).toBeNull();
    expect(buildRegistration(completeAnswers({ contact: undefined }), account, now)).toBeNull();
  });
});

describe('forSaleQuestion', () => {
  it('asks three lenders about a sale within six months, everyone else about now', () => {
    expect(SALE_WITHIN_SIX_MONTHS_LENDERS).toHaveLength(3);
    for (const orgCode of SALE_WITHIN_SIX_MONTHS_LENDERS) {
      expect(forSaleQuestion(orgCode)).toBe(
        'Is this property currently for sale, or will it be listed for sale within the next 6 months?',
      );
    }
    expect(forSaleQuestion('OPENHELOC')).toBe('Is this property currently for sale?');
  });
});
