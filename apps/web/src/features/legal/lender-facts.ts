import { US_STATE_NAMES, isUsState, type Organization, type UsState } from '@openheloc/domain';
import { telHref } from '@/lib/tel-href';

/** 'City, ST 12345' or 'City, ST 12345-6789' at the end of a one-line US address. */
const STATE_AND_ZIP = /,\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\s*$/;

/** The state of a one-line US address, from the code before its ZIP code. */
export function stateOfAddress(address: string): UsState | undefined {
  const code = STATE_AND_ZIP.exec(address)?.[1];
  return code !== undefined && isUsState(code) ? code : undefined;
}

/** How a legal text names a state's law: 'the State of Kansas', 'the District of Columbia'. */
export function jurisdictionName(state: UsState): string {
  return state === 'DC' ? 'the District of Columbia' : `the State of ${US_STATE_NAMES[state]}`;
}

/** The full name of a state code, when it is one. */
export function stateName(code: string): string | undefined {
  return isUsState(code) ? US_STATE_NAMES[code] : undefined;
}

export interface LenderFacts {
  brandName: string;
  legalName: string;
  address: string;
  nmls: string;
  nmlsUrl: string;
  phone: string;
  phoneHref: string;
  email: string;
  /** The state of the lender's address, whose law governs the terms of use. */
  homeState: UsState | undefined;
  /** Whether the lender is the product's own brand (not a private-label lender). */
  isProductBrand: boolean;
}

/** What the legal pages say about the lender, all from its organisation record. */
export function lenderFacts(organization: Organization): LenderFacts {
  const { footerData } = organization;
  const { footer } = footerData;
  return {
    brandName: organization.brandName,
    legalName: footer.companyName,
    address: footerData.companyAddress,
    nmls: footer.companyNMLS,
    nmlsUrl: footer.companyNmlsURL,
    phone: footerData.phoneFormatted,
    phoneHref: telHref(organization.theme.supportPhoneNumber),
    email: footerData.email,
    homeState: stateOfAddress(footerData.companyAddress),
    isProductBrand: !organization.isPrivateLabel,
  };
}
