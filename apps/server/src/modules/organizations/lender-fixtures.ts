/** Small, valid data-file contents for tests; each test changes only what it is about. */

export function rawLender(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    orgCode: 'OPENHELOC',
    kind: 'RETAIL',
    brandName: 'OpenHELOC',
    shortName: 'OpenHELOC',
    legalName: 'OpenHELOC Lending, LLC',
    nmls: '2046113',
    address: '500 Market Street, San Francisco, CA 94105',
    baseUrl: 'https://www.openheloc.example',
    hostNames: ['www.openheloc.example'],
    supportPhone: '(888) 555-0142',
    supportEmail: 'support@openheloc.example',
    brandColour: '#1f5eff',
    licensedStates: ['CA', 'AZ'],
    chatChannelId: 'openheloc-retail',
    isPrivateLabel: false,
    ...overrides,
  };
}

export function rawDataFile(
  lenders: Record<string, unknown>[] = [rawLender()],
): Record<string, unknown> {
  return {
    defaults: {
      primeRate: { ratePercent: 7.25, asOf: '2026-11-01' },
      pricing: [
        {
          productName: 'heloc',
          minLoanAmount: 15000,
          maxLoanAmount: 400000,
          minApr: 7.6,
          maxApr: 17.2,
          maxOriginationFeePercent: 4.99,
        },
      ],
    },
    lenders,
  };
}

export const GRANITE: Record<string, unknown> = rawLender({
  orgCode: 'GRANITE_CU',
  kind: 'PRIVATE_LABEL',
  brandName: 'Granite Hollow Credit Union',
  shortName: 'Granite Hollow',
  legalName: 'Granite Hollow Federal Credit Union',
  baseUrl: 'https://heloc.granitehollow.example/',
  hostNames: ['heloc.granitehollow.example'],
  supportPhone: '603-555-0110',
  supportEmail: 'homeequity@granitehollow.example',
  brandColour: '#4A5D6E',
  licensedStates: ['NH', 'MA', 'ME'],
  chatChannelId: 'granite-cu',
  isPrivateLabel: true,
});
