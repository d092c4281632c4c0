import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zOrganization } from '@openheloc/domain';
import { describe, expect, it } from 'vitest';
import { GRANITE, rawDataFile, rawLender } from './lender-fixtures';
import { loadOrganizations, parseLenderData } from './load-organizations';

function parseError(raw: unknown): string {
  try {
    parseLenderData(raw, 'lenders.json');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the data was accepted');
}

describe('the shipped lender data file', () => {
  const organizations = loadOrganizations();
  const codes = organizations.map((org) => org.orgCode);

  it("holds the product's four organisations and about fifty private-label lenders", () => {
    expect(codes).toEqual(
      expect.arrayContaining([
        'OPENHELOC',
        'OPENHELOC_NY',
        'OPENHELOC_WHOLESALE',
        'OPENHELOC_MARKETS',
      ]),
    );
    const privateLabel = organizations.filter((org) => org.kind === 'PRIVATE_LABEL');
    expect(privateLabel.length).toBeGreaterThanOrEqual(45);
    expect(privateLabel.every((org) => org.isPrivateLabel)).toBe(true);
    expect(organizations.filter((org) => org.offersCryptoHeloc).length).toBeGreaterThan(1);
  });

  it('gives every organisation a record the contract accepts, with unique codes and chat channels', () => {
    for (const org of organizations) expect(zOrganization.safeParse(org).success).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(organizations.map((org) => org.chatChannelId)).size).toBe(codes.length);
  });

  it('lets the New York organisation name the regulator review', () => {
    const ny = organizations.find((org) => org.orgCode === 'OPENHELOC_NY');
    expect(ny?.licensedStates).toEqual(['NY']);
    expect(ny?.footerData.allowRegulatorReview).toBe(true);
  });
});

describe('expanding a data-file entry', () => {
  const [openheloc, granite] = parseLenderData(
    rawDataFile([
      rawLender(),
      {
        ...GRANITE,
        offersCryptoHeloc: true,
        products: {
          heloc_interest_only: { interestOnlyAgeRestricted: true, minimumBorrowerAge: 62 },
        },
        pricing: [{ productName: 'heloc_interest_only', maxLoanAmount: 300000 }],
        footer: {
          allowRegulatorReview: true,
          footerImage: 'EQUAL_OPPORTUNITY_LENDER',
          privacyPolicyUrl: 'https://www.granitehollow.example/privacy',
          additionalUrls: [
            { type: 'FOOTER', url: 'https://www.granitehollow.example/rates', name: 'Rates' },
          ],
        },
      },
    ]),
    'test',
  );

  it('builds the footer fields from the compact entry', () => {
    expect(granite?.footerData).toEqual({
      footer: {
        companyName: 'Granite Hollow Federal Credit Union',
        companyNMLS: '2046113',
        companyNmlsURL: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/2046113',
        termsOfUseUrl: 'https://heloc.granitehollow.example/terms',
        privacyPolicyUrl: 'https://www.granitehollow.example/privacy',
        privacyLinkIsExternal: true,
        licensesUrl: 'https://heloc.granitehollow.example/licenses',
        companyLegalUrl: 'https://heloc.granitehollow.example',
        footerImage: 'EQUAL_OPPORTUNITY_LENDER',
        disclosureCopy:
          'Granite Hollow Credit Union home equity lines of credit are offered by Granite Hollow Federal Credit Union, NMLS #2046113.',
      },
      companyAddress: '500 Market Street, San Francisco, CA 94105',
      phoneFormatted: '(603) 555-0110',
      companyNameShort: 'Granite Hollow',
      companyProduct: 'Granite Hollow HELOC',
      email: 'homeequity@granitehollow.example',
      allowRegulatorReview: true,
      organization: 'GRANITE_CU',
      termsOfService: 'https://heloc.granitehollow.example/communications',
      additionalUrls: [
        { type: 'FOOTER', url: 'https://www.granitehollow.example/rates', name: 'Rates' },
      ],
    });
  });

  it('defaults the footer to the lender’s own privacy page, no regulator review and the housing lender logo', () => {
    expect(openheloc?.footerData.footer).toMatchObject({
      privacyPolicyUrl: 'https://www.openheloc.example/privacy',
      privacyLinkIsExternal: false,
      footerImage: 'EQUAL_HOUSING_LENDER',
    });
    expect(openheloc?.footerData.allowRegulatorReview).toBe(false);
    expect(openheloc?.footerData.additionalUrls).toEqual([]);
  });

  it('keys products by name with heloc as the default product', () => {
    expect(openheloc?.meta.products).toEqual({
      heloc: { name: 'heloc', interestOnlyAgeRestricted: false },
    });
    expect(granite?.meta.defaultProduct).toBe('heloc');
    expect(granite?.meta.products.heloc_interest_only).toEqual({
      name: 'heloc_interest_only',
      interestOnlyAgeRestricted: true,
      minimumBorrowerAge: 62,
    });
    expect(
      granite?.pricingData.map((pricing) => [pricing.productName, pricing.maxLoanAmount]),
    ).toEqual([
      ['heloc', 400000],
      ['heloc_interest_only', 300000],
    ]);
  });

  it('fills the theme, the brand flag and the sorted licensed states', () => {
    expect(granite?.theme).toMatchObject({
      supportPhoneNumber: '6035550110',
      supportEmail: 'homeequity@granitehollow.example',
      logoUrl: '/service-organization/api/v1/organizations/GRANITE_CU/logo.svg',
    });
    expect(granite?.baseUrl).toBe('https://heloc.granitehollow.example');
    expect(granite?.isPrivateLabel).toBe(true);
    expect(granite?.offersCryptoHeloc).toBe(true);
    expect(openheloc?.offersCryptoHeloc).toBe(false);
    expect(granite?.licensedStates).toEqual(['MA', 'ME', 'NH']);
  });
});

describe('an invalid data file', () => {
  it('names the lender and the field', () => {
    const message = parseError(
      rawDataFile([rawLender(), { ...GRANITE, supportEmail: 'not-an-email' }]),
    );
    expect(message).toContain('Invalid lender data in lenders.json');
    expect(message).toContain('lender GRANITE_CU (#2) field supportEmail');
  });

  it('names a lender without a code by its position', () => {
    const { orgCode: _omitted, ...withoutCode } = GRANITE;
    expect(parseError(rawDataFile([rawLender(), withoutCode]))).toContain(
      'lender #2 field orgCode',
    );
  });

  it.each([
    [
      'a misspelt field',
      { ...GRANITE, brandColor: '#123456' },
      'lender GRANITE_CU (#2) entry: Unrecognized key',
    ],
    [
      'a colour not written as #RRGGBB',
      { ...GRANITE, brandColour: 'blue' },
      'field brandColour: Write the colour',
    ],
    [
      'a short phone number',
      { ...GRANITE, supportPhone: '555-0110' },
      'field supportPhone: Not a 10-digit',
    ],
    [
      'an unknown state',
      { ...GRANITE, licensedStates: ['NH', 'XX'] },
      'field licensedStates.1: Not a US state abbreviation',
    ],
    [
      'a state listed twice',
      { ...GRANITE, licensedStates: ['NH', 'NH'] },
      'A state is listed twice',
    ],
    [
      'a base URL with a path',
      { ...GRANITE, baseUrl: 'https://x.example/app' },
      'Give the site origin only',
    ],
    ['a plain http base URL', { ...GRANITE, baseUrl: 'http://x.example' }, 'field baseUrl'],
    [
      'pricing for a product the lender lacks',
      { ...GRANITE, pricing: [{ productName: 'heloc_fixed', maxApr: 9 }] },
      'field pricing.0.productName: The lender has no product heloc_fixed',
    ],
    [
      'a pricing range turned upside down',
      { ...GRANITE, pricing: [{ productName: 'heloc', minLoanAmount: 500000 }] },
      'field pricing: heloc: minLoanAmount is above maxLoanAmount',
    ],
    [
      'an age-restricted product without an age',
      { ...GRANITE, products: { heloc_io: { interestOnlyAgeRestricted: true } } },
      'field products.heloc_io.minimumBorrowerAge',
    ],
    [
      'a brand flag on one of the product’s own organisations',
      { ...GRANITE, kind: 'WHOLESALE' },
      'field isPrivateLabel: Only a PRIVATE_LABEL lender',
    ],
  ])('rejects %s', (_case, lender, expected) => {
    expect(parseError(rawDataFile([rawLender(), lender]))).toContain(expected);
  });

  it('rejects a duplicate code, chat channel or host name', () => {
    const message = parseError(
      rawDataFile([rawLender(), GRANITE, { ...GRANITE, brandName: 'Granite Two' }]),
    );
    expect(message).toContain('lender GRANITE_CU (#3) field orgCode: Duplicate orgCode');
    expect(message).toContain('field chatChannelId: Duplicate chatChannelId');
    expect(message).toContain(
      'field hostNames.0: Host name heloc.granitehollow.example belongs to another lender',
    );
  });

  it('rejects a file without the default organisation', () => {
    expect(parseError(rawDataFile([GRANITE]))).toContain(
      'field lenders: The default OPENHELOC is missing',
    );
  });

  it('rejects defaults without heloc pricing', () => {
    const file = rawDataFile();
    const defaults = file.defaults as { pricing: { productName: string }[] };
    defaults.pricing = defaults.pricing.map((pricing) => ({ ...pricing, productName: 'other' }));
    expect(parseError(file)).toContain(
      'field defaults.pricing: Default pricing needs the heloc product',
    );
  });

  it('fails to load an unreadable or malformed file, naming the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lenders-'));
    const broken = path.join(dir, 'lenders.json');
    writeFileSync(broken, '{ "defaults": ');
    expect(() => loadOrganizations(broken)).toThrow(`Cannot read the lender data file ${broken}`);
    expect(() => loadOrganizations(path.join(dir, 'missing.json'))).toThrow(
      'Cannot read the lender data file',
    );
  });
});
