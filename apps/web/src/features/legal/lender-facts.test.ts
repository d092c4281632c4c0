import { describe, expect, it } from 'vitest';
import { organizationFixture } from '@/testing/organization-fixture';
import { jurisdictionName, lenderFacts, stateName, stateOfAddress } from './lender-facts';

describe('stateOfAddress', () => {
  it.each([
    ['500 Market Street, Suite 1200, San Francisco, CA 94105', 'CA'],
    ['200 Park Avenue South, Floor 8, New York, NY 10003', 'NY'],
    ['301 Wheatfield Drive, Salina, KS 67401-1234', 'KS'],
    ['1 Capitol Way, Washington, DC 20001 ', 'DC'],
  ])('%s is in %s', (address, state) => {
    expect(stateOfAddress(address)).toBe(state);
  });

  it.each([
    ['no state and ZIP code', '500 Market Street'],
    ['a code that is not a state', '1 Main St, Somewhere, ZZ 12345'],
    ['a ZIP code that is too short', '1 Main St, Salina, KS 6740'],
  ])('finds nothing with %s', (_case, address) => {
    expect(stateOfAddress(address)).toBeUndefined();
  });
});

describe('jurisdictionName and stateName', () => {
  it('names a state, and the District of Columbia as a district', () => {
    expect(jurisdictionName('NH')).toBe('the State of New Hampshire');
    expect(jurisdictionName('DC')).toBe('the District of Columbia');
  });

  it('gives the full name of a state code only', () => {
    expect(stateName('VT')).toBe('Vermont');
    expect(stateName('XX')).toBeUndefined();
  });
});

describe('lenderFacts', () => {
  it('takes every fact from the organisation record', () => {
    const organization = organizationFixture({
      brandName: 'Granite Hollow Credit Union',
      isPrivateLabel: true,
    });
    expect(lenderFacts(organization)).toEqual({
      brandName: 'Granite Hollow Credit Union',
      legalName: 'OpenHELOC Lending, LLC',
      address: '500 Market Street, San Francisco, CA 94105',
      nmls: '2046113',
      nmlsUrl: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/2046113',
      phone: '(888) 555-0142',
      phoneHref: 'tel:+18885550142',
      email: 'support@openheloc.example',
      homeState: 'CA',
      isProductBrand: false,
    });
  });
});
