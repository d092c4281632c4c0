import { z } from 'zod';
import { zDscrPricingGrid } from '../lending/dscr';
import { ECOA_AGENCY_CODES } from './ecoa-agency';

/** Brand colour scale: the spec's shades 50 to 800. */
export const BRAND_SHADES = [
  '50',
  '100',
  '150',
  '200',
  '250',
  '300',
  '350',
  '400',
  '450',
  '500',
  '550',
  '600',
  '650',
  '700',
  '750',
  '800',
] as const;
export type BrandShade = (typeof BRAND_SHADES)[number];

const zHexColour = z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/));

export const zBrandScale = z.object(
  Object.fromEntries(BRAND_SHADES.map((shade) => [shade, zHexColour])) as Record<
    BrandShade,
    typeof zHexColour
  >,
);
export type BrandScale = z.infer<typeof zBrandScale>;

export const zOrganizationTheme = z.object({
  supportPhoneNumber: z.string(),
  supportEmail: z.email(),
  logoUrl: z.string(),
  brand: zBrandScale,
});
export type OrganizationTheme = z.infer<typeof zOrganizationTheme>;

export const zAdditionalUrl = z.object({ type: z.string(), url: z.string(), name: z.string() });

/** Footer data exactly as the chat document's section 3 lists it. */
export const zOrganizationFooterData = z.object({
  footer: z.object({
    companyName: z.string(),
    companyNMLS: z.string(),
    companyNmlsURL: z.string(),
    termsOfUseUrl: z.string(),
    privacyPolicyUrl: z.string(),
    privacyLinkIsExternal: z.boolean(),
    licensesUrl: z.string(),
    companyLegalUrl: z.string(),
    footerImage: z.enum(['EQUAL_HOUSING_LENDER', 'EQUAL_OPPORTUNITY_LENDER']),
    disclosureCopy: z.string(),
  }),
  companyAddress: z.string(),
  phoneFormatted: z.string(),
  companyNameShort: z.string(),
  companyProduct: z.string(),
  email: z.email(),
  allowRegulatorReview: z.boolean(),
  organization: z.string(),
  termsOfService: z.string(),
  additionalUrls: z.array(zAdditionalUrl),
});
export type OrganizationFooterData = z.infer<typeof zOrganizationFooterData>;

export const zOrganizationProduct = z.object({
  name: z.string(),
  interestOnlyAgeRestricted: z.boolean().default(false),
  /** Set for age-restricted products: the youngest borrower age the product accepts. */
  minimumBorrowerAge: z.optional(z.number().check(z.int(), z.gte(18), z.lte(120))),
  /** Set for the DSCR product: its minimum ratio and its margins by ratio and loan-to-value. */
  dscrPricingGrid: zDscrPricingGrid.optional(),
});
export type OrganizationProduct = z.infer<typeof zOrganizationProduct>;

export const zOrganizationMeta = z.object({
  companyInfo: z.object({
    legalName: z.string(),
    shortName: z.string(),
    nmls: z.string(),
    address: z.string(),
    /** The federal agency that administers ECOA compliance for this creditor (Regulation B, Appendix A). */
    ecoaAgency: z._default(z.enum(ECOA_AGENCY_CODES), 'FTC'),
  }),
  /** Products keyed by product name; `heloc` is the default product. */
  products: z.record(z.string(), zOrganizationProduct),
  defaultProduct: z.string().default('heloc'),
});
export type OrganizationMeta = z.infer<typeof zOrganizationMeta>;

/** One pricing object per product; an organisation's list is merged over the defaults. */
export const zPricingData = z.object({
  productName: z.string(),
  minLoanAmount: z.number().check(z.positive()),
  maxLoanAmount: z.number().check(z.positive()),
  minApr: z.number().check(z.positive()),
  maxApr: z.number().check(z.positive()),
  maxOriginationFeePercent: z.number().check(z.gte(0)),
  /** The index the draw rate follows (prime plus a fixed margin), with the date it was read. */
  primeRatePercent: z.number().check(z.positive()),
  primeRateAsOf: z.iso.date(),
});
export type PricingData = z.infer<typeof zPricingData>;

export const zOrganizationKind = z.enum([
  'RETAIL',
  'NEW_YORK',
  'WHOLESALE',
  'MARKETS_CREDIT',
  'PRIVATE_LABEL',
]);
export type OrganizationKind = z.infer<typeof zOrganizationKind>;

export const zOrganization = z.object({
  orgCode: z.string().check(z.regex(/^[A-Z0-9_]{2,40}$/)),
  kind: zOrganizationKind,
  brandName: z.string(),
  baseUrl: z.url(),
  hostNames: z.array(z.string()).default([]),
  /** True for the private-label lenders: their own brand rather than the product's. */
  isPrivateLabel: z.boolean(),
  meta: zOrganizationMeta,
  pricingData: z.array(zPricingData),
  theme: zOrganizationTheme,
  footerData: zOrganizationFooterData,
  chatChannelId: z.string(),
  /** Lenders that also offer the crypto-backed HELOC variant (visitors marked by utm_source=cloc). */
  offersCryptoHeloc: z.boolean(),
  licensedStates: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))),
});
export type Organization = z.infer<typeof zOrganization>;
export type OrganizationInput = z.input<typeof zOrganization>;

/** One entry of the state-licenses answer. */
export const zStateLicense = z.object({ abbrev: z.string() });
export type StateLicense = z.infer<typeof zStateLicense>;

export const NO_PRIVATE_LABEL_DATA_MESSAGE = 'No private label data found';
