import type { Organization } from '@openheloc/domain';

/** The lender as its documents show it: names, licence, contact and two brand shades. */
export type PdfBrand = {
  /** The wordmark: the brand name borrowers know. */
  brandName: string;
  legalName: string;
  nmls: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  /** Hex colours of the brand scale: 700 for the band and headings, 50 for table heads. */
  dark: string;
  tint: string;
  /** 'Equal Housing Lender' or 'Equal Opportunity Lender', as the organisation's footer says. */
  equalLender: string;
};

/** The brand of an organisation record, taking each field from where the record keeps it. */
export function brandOf(org: Organization): PdfBrand {
  const { footer } = org.footerData;
  return {
    brandName: org.brandName,
    legalName: org.meta.companyInfo.legalName || footer.companyName,
    nmls: org.meta.companyInfo.nmls || footer.companyNMLS,
    address: org.footerData.companyAddress || org.meta.companyInfo.address,
    phone: org.footerData.phoneFormatted || org.theme.supportPhoneNumber,
    email: org.theme.supportEmail,
    website: org.baseUrl.replace(/\/$/, ''),
    dark: org.theme.brand['700'],
    tint: org.theme.brand['50'],
    equalLender:
      footer.footerImage === 'EQUAL_HOUSING_LENDER'
        ? 'Equal Housing Lender'
        : 'Equal Opportunity Lender',
  };
}
