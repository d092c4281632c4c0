import { describe, expect, it } from 'vitest';
import { organizationFixture } from '@/testing/organization-fixture';
import { licensedStatesSuffix, newYorkNotice, sortedStates } from './footer-text';

const FIFTY = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];

describe('licensedStatesSuffix', () => {
  it("adds 'with more states to come' for the main brand below 50 states", () => {
    expect(licensedStatesSuffix(organizationFixture({ licensedStates: ['CA'] }))).toBe(
      ', with more states to come',
    );
  });

  it('adds nothing once the main brand lends in all 50 states', () => {
    expect(licensedStatesSuffix(organizationFixture({ licensedStates: FIFTY }))).toBe('');
  });

  it('adds nothing for a private-label lender', () => {
    const lender = organizationFixture({
      isPrivateLabel: true,
      kind: 'PRIVATE_LABEL',
      licensedStates: ['MD'],
    });
    expect(licensedStatesSuffix(lender)).toBe('');
  });
});

describe('sortedStates', () => {
  it('sorts case-insensitively', () => {
    expect(sortedStates(['ny', 'CA', 'az'])).toEqual(['az', 'CA', 'ny']);
  });
});

describe('newYorkNotice', () => {
  const base = organizationFixture();

  it("names the regulator's review where the lender allows it", () => {
    const lender = organizationFixture({
      footerData: { ...base.footerData, allowRegulatorReview: true },
    });
    const notice = newYorkNotice(lender);
    expect(notice).toContain('New York State Department of Financial Services');
    expect(notice).toContain('may review');
    expect(notice).toContain('OpenHELOC Lending, LLC');
  });

  it('points to the lender itself otherwise', () => {
    const notice = newYorkNotice(base);
    expect(notice).not.toContain('may review');
    expect(notice).toContain('(888) 555-0142');
    expect(notice).toContain('support@openheloc.example');
  });
});
