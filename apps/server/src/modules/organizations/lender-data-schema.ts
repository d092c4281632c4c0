import {
  DSCR_PRODUCT,
  ECOA_AGENCY_CODES,
  zDscrPricingGrid,
  zOrganizationFooterData,
  zOrganizationKind,
} from '@openheloc/domain';
import { z } from 'zod';
import { DEFAULT_ORG_CODE, DEFAULT_PRODUCT } from './default-organization';
import { phoneDigits } from './phone';
import { mergePricing, pricingProblem } from './pricing';
import { zLenderDefaults, zPricingOverride, zProductName } from './pricing-schema';
import { US_STATE_CODES } from './us-states';

/** The shape of data/lenders.json: compact entries that code expands into organisation records. */

const zLenderProduct = z.strictObject({
  interestOnlyAgeRestricted: z.boolean().default(false),
  minimumBorrowerAge: z.number().int().min(18).max(120).optional(),
  /** The DSCR product's minimum ratio and margins by ratio and loan-to-value. */
  dscrPricingGrid: zDscrPricingGrid.optional(),
});

const zHostName = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Not a lower-case host name',
  );

const zFooterOverrides = z.strictObject({
  allowRegulatorReview: z.boolean().optional(),
  footerImage: z.optional(zOrganizationFooterData.shape.footer.shape.footerImage),
  /** A privacy policy hosted elsewhere; on another site the footer opens it as an external link. */
  privacyPolicyUrl: z.url({ protocol: /^https$/ }).optional(),
  disclosureCopy: z.string().trim().min(1).optional(),
  additionalUrls: z
    .array(
      z.strictObject({
        type: z.string().regex(/^[A-Z][A-Z_]*$/, 'Use capital letters, e.g. FOOTER'),
        url: z.url({ protocol: /^https$/ }),
        name: z.string().trim().min(1),
      }),
    )
    .default([]),
});

const zText = z.string().trim().min(1);

export const zLenderEntry = z
  .strictObject({
    orgCode: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'Use capital letters, digits and underscores'),
    kind: zOrganizationKind,
    brandName: zText.max(60),
    shortName: zText.max(40),
    legalName: zText,
    nmls: z.string().regex(/^\d{4,8}$/, 'An NMLS number is 4 to 8 digits'),
    address: zText,
    /** Who administers ECOA compliance for this creditor; named in adverse-action notices. */
    ecoaAgency: z.enum(ECOA_AGENCY_CODES).default('FTC'),
    baseUrl: z
      .url({ protocol: /^https$/ })
      .refine(
        (url) => new URL(url).pathname === '/',
        'Give the site origin only, e.g. https://heloc.example.com',
      )
      // Legal-page URLs are built by appending paths, so keep no trailing slash.
      .transform((url) => new URL(url).origin),
    hostNames: z.array(zHostName).default([]),
    supportPhone: z.string().transform((value, context) => {
      const digits = phoneDigits(value);
      if (!digits) {
        context.addIssue({ code: 'custom', message: 'Not a 10-digit US phone number' });
        return z.NEVER;
      }
      return digits;
    }),
    supportEmail: z.email(),
    brandColour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Write the colour as #RRGGBB'),
    licensedStates: z
      .array(z.enum(US_STATE_CODES, { error: 'Not a US state abbreviation, e.g. NY' }))
      .min(1)
      .refine((states) => new Set(states).size === states.length, 'A state is listed twice'),
    chatChannelId: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{2,63}$/, 'Use lower-case letters, digits and dashes'),
    isPrivateLabel: z.boolean(),
    offersCryptoHeloc: z.boolean().default(false),
    products: z.record(zProductName, zLenderProduct).default({}),
    pricing: z.array(zPricingOverride).default([]),
    footer: zFooterOverrides.default({ additionalUrls: [] }),
  })
  .superRefine((entry, context) => {
    const products = new Set(productNamesOf(entry));
    entry.pricing.forEach((override, index) => {
      if (!products.has(override.productName)) {
        context.addIssue({
          code: 'custom',
          path: ['pricing', index, 'productName'],
          message: `The lender has no product ${override.productName}`,
        });
      }
    });
    Object.entries(entry.products).forEach(([name, product]) => {
      if (product.interestOnlyAgeRestricted !== (product.minimumBorrowerAge !== undefined)) {
        context.addIssue({
          code: 'custom',
          path: ['products', name, 'minimumBorrowerAge'],
          message: 'An age-restricted product needs minimumBorrowerAge, and only such a product',
        });
      }
      if ((name === DSCR_PRODUCT) !== (product.dscrPricingGrid !== undefined)) {
        context.addIssue({
          code: 'custom',
          path: ['products', name, 'dscrPricingGrid'],
          message: `The ${DSCR_PRODUCT} product needs dscrPricingGrid, and only that product`,
        });
      }
    });
    if (entry.isPrivateLabel && entry.kind !== 'PRIVATE_LABEL') {
      context.addIssue({
        code: 'custom',
        path: ['isPrivateLabel'],
        message: 'Only a PRIVATE_LABEL lender can carry its own brand',
      });
    }
  });
export type LenderEntry = z.infer<typeof zLenderEntry>;

/** The default product first, then the lender's own, each once. */
export function productNamesOf(lender: Pick<LenderEntry, 'products'>): string[] {
  return [...new Set([DEFAULT_PRODUCT, ...Object.keys(lender.products)])];
}

export const zLenderDataFile = z
  .strictObject({
    defaults: zLenderDefaults,
    lenders: z.array(zLenderEntry).min(1),
  })
  .superRefine((file, context) => {
    const unique = (field: 'orgCode' | 'chatChannelId') => {
      const seen = new Set<string>();
      file.lenders.forEach((lender, index) => {
        if (seen.has(lender[field])) {
          context.addIssue({
            code: 'custom',
            path: ['lenders', index, field],
            message: `Duplicate ${field}`,
          });
        }
        seen.add(lender[field]);
      });
    };
    unique('orgCode');
    unique('chatChannelId');
    const hosts = new Set<string>();
    file.lenders.forEach((lender, index) => {
      lender.hostNames.forEach((host, hostIndex) => {
        if (hosts.has(host)) {
          context.addIssue({
            code: 'custom',
            path: ['lenders', index, 'hostNames', hostIndex],
            message: `Host name ${host} belongs to another lender`,
          });
        }
        hosts.add(host);
      });
    });
    if (!file.lenders.some((lender) => lender.orgCode === DEFAULT_ORG_CODE)) {
      context.addIssue({
        code: 'custom',
        path: ['lenders'],
        message: `The default ${DEFAULT_ORG_CODE} is missing`,
      });
    }
    if (!file.defaults.pricing.some((pricing) => pricing.productName === DEFAULT_PRODUCT)) {
      context.addIssue({
        code: 'custom',
        path: ['defaults', 'pricing'],
        message: `Default pricing needs the ${DEFAULT_PRODUCT} product`,
      });
      return;
    }
    file.lenders.forEach((lender, index) => {
      const merged = mergePricing(file.defaults, productNamesOf(lender), lender.pricing);
      merged.forEach((pricing) => {
        const problem = pricingProblem(pricing);
        if (problem) {
          context.addIssue({
            code: 'custom',
            path: ['lenders', index, 'pricing'],
            message: `${pricing.productName}: ${problem}`,
          });
        }
      });
    });
  });
