import { zOrganization, type Organization } from '@openheloc/domain';
import { brandScale } from './brand-scale';
import { DEFAULT_PRODUCT } from './default-organization';
import { footerData } from './footer-data';
import { productNamesOf, type LenderEntry } from './lender-data-schema';
import type { LenderDefaults } from './pricing-schema';
import { logoPath } from './organization-paths';
import { mergePricing } from './pricing';

/** Turns one compact data-file entry into the full organisation record the page receives. */
export function expandLender(lender: LenderEntry, defaults: LenderDefaults): Organization {
  const productNames = productNamesOf(lender);
  const products = Object.fromEntries(
    productNames.map((name) => {
      const product = lender.products[name];
      return [
        name,
        {
          name,
          interestOnlyAgeRestricted: product?.interestOnlyAgeRestricted ?? false,
          ...(product?.minimumBorrowerAge === undefined
            ? {}
            : { minimumBorrowerAge: product.minimumBorrowerAge }),
          ...(product?.dscrPricingGrid ? { dscrPricingGrid: product.dscrPricingGrid } : {}),
        },
      ];
    }),
  );
  // Parsing the result checks the expansion against the contract the web app relies on.
  return zOrganization.parse({
    orgCode: lender.orgCode,
    kind: lender.kind,
    brandName: lender.brandName,
    baseUrl: lender.baseUrl,
    hostNames: lender.hostNames,
    isPrivateLabel: lender.isPrivateLabel,
    meta: {
      companyInfo: {
        legalName: lender.legalName,
        shortName: lender.shortName,
        nmls: lender.nmls,
        address: lender.address,
        ecoaAgency: lender.ecoaAgency,
      },
      products,
      defaultProduct: DEFAULT_PRODUCT,
    },
    pricingData: mergePricing(defaults, productNames, lender.pricing),
    theme: {
      supportPhoneNumber: lender.supportPhone,
      supportEmail: lender.supportEmail,
      logoUrl: logoPath(lender.orgCode),
      brand: brandScale(lender.brandColour),
    },
    footerData: footerData(lender),
    chatChannelId: lender.chatChannelId,
    offersCryptoHeloc: lender.offersCryptoHeloc,
    licensedStates: [...lender.licensedStates].sort(),
  });
}
