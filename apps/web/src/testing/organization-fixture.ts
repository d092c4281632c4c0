import {
  BRAND_SHADES,
  zOrganization,
  type Organization,
  type OrganizationInput,
} from '@openheloc/domain';

const brand = Object.fromEntries(
  BRAND_SHADES.map((shade, index) => [shade, `#${(0x10 + index).toString(16).repeat(3)}`]),
) as OrganizationInput['theme']['brand'];

/** A valid organisation record; tests override what they are about. */
export function organizationFixture(overrides: Partial<OrganizationInput> = {}): Organization {
  const input: OrganizationInput = {
    orgCode: 'OPENHELOC',
    kind: 'RETAIL',
    brandName: 'OpenHELOC',
    baseUrl: 'https://www.openheloc.example',
    hostNames: [],
    isPrivateLabel: false,
    meta: {
      companyInfo: {
        legalName: 'OpenHELOC Lending, LLC',
        shortName: 'OpenHELOC',
        nmls: '2046113',
        address: '500 Market Street, San Francisco, CA 94105',
      },
      products: { heloc: { name: 'heloc' } },
    },
    pricingData: [
      {
        productName: 'heloc',
        minLoanAmount: 15_000,
        maxLoanAmount: 400_000,
        minApr: 7.6,
        maxApr: 17.2,
        maxOriginationFeePercent: 4.99,
        primeRatePercent: 7.25,
        primeRateAsOf: '2026-11-01',
      },
    ],
    theme: {
      supportPhoneNumber: '8885550142',
      supportEmail: 'support@openheloc.example',
      logoUrl: '/logo.svg',
      brand,
    },
    footerData: {
      footer: {
        companyName: 'OpenHELOC Lending, LLC',
        companyNMLS: '2046113',
        companyNmlsURL: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/2046113',
        termsOfUseUrl: 'https://www.openheloc.example/terms',
        privacyPolicyUrl: 'https://www.openheloc.example/privacy',
        privacyLinkIsExternal: false,
        licensesUrl: 'https://www.openheloc.example/licenses',
        companyLegalUrl: 'https://www.openheloc.example',
        footerImage: 'EQUAL_HOUSING_LENDER',
        disclosureCopy: 'OpenHELOC lines are offered by OpenHELOC Lending, LLC.',
      },
      companyAddress: '500 Market Street, San Francisco, CA 94105',
      phoneFormatted: '(888) 555-0142',
      companyNameShort: 'OpenHELOC',
      companyProduct: 'OpenHELOC HELOC',
      email: 'support@openheloc.example',
      allowRegulatorReview: false,
      organization: 'OPENHELOC',
      termsOfService: 'https://www.openheloc.example/communications',
      additionalUrls: [],
    },
    chatChannelId: 'openheloc',
    offersCryptoHeloc: false,
    licensedStates: ['CA', 'AZ'],
    ...overrides,
  };
  return zOrganization.parse(input);
}
