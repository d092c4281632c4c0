import type { OrganizationFooterData } from '@openheloc/domain';
import type { LenderEntry } from './lender-data-schema';
import { formatPhone } from './phone';

const NMLS_CONSUMER_ACCESS = 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/';

/**
 * The footer fields of the chat document's section 3. Legal pages live under the lender's base
 * URL (/terms, /privacy, /licenses, /communications); only the privacy policy may be elsewhere.
 */
export function footerData(lender: LenderEntry): OrganizationFooterData {
  const { footer } = lender;
  const privacyPolicyUrl = footer.privacyPolicyUrl ?? `${lender.baseUrl}/privacy`;
  return {
    footer: {
      companyName: lender.legalName,
      companyNMLS: lender.nmls,
      companyNmlsURL: `${NMLS_CONSUMER_ACCESS}${lender.nmls}`,
      termsOfUseUrl: `${lender.baseUrl}/terms`,
      privacyPolicyUrl,
      privacyLinkIsExternal: new URL(privacyPolicyUrl).origin !== new URL(lender.baseUrl).origin,
      licensesUrl: `${lender.baseUrl}/licenses`,
      companyLegalUrl: lender.baseUrl,
      footerImage: footer.footerImage ?? 'EQUAL_HOUSING_LENDER',
      disclosureCopy:
        footer.disclosureCopy ??
        `${lender.brandName} home equity lines of credit are offered by ${lender.legalName}, NMLS #${lender.nmls}.`,
    },
    companyAddress: lender.address,
    phoneFormatted: formatPhone(lender.supportPhone),
    companyNameShort: lender.shortName,
    companyProduct: `${lender.shortName} HELOC`,
    email: lender.supportEmail,
    // The New York notice names the regulator's review only where the lender has agreed to it.
    allowRegulatorReview: footer.allowRegulatorReview ?? false,
    organization: lender.orgCode,
    termsOfService: `${lender.baseUrl}/communications`,
    additionalUrls: footer.additionalUrls,
  };
}
