import {
  INCOME_DATA_KINDS,
  zIncomeLinkSource,
  zLinkInstitution,
  type EmploymentType,
  type IncomeLinkSource,
} from '@openheloc/domain';
import { z } from 'zod';
import {
  zDocumentFile,
  zIsoDateTime,
  zPersonName,
  type ProviderCallOptions,
  type ProviderInfo,
} from '../provider-types';

export {
  INCOME_LINK_SOURCE_KIND,
  INCOME_LINK_SOURCES,
  type IncomeDataKind,
  type IncomeLinkSource,
} from '@openheloc/domain';

/**
 * Which sources can prove each employment type's income: employees link payroll, the
 * self-employed tax returns or 1099s, everyone can link bank deposits; nobody lends to the
 * unemployed.
 */
export const INCOME_LINK_SOURCES_BY_EMPLOYMENT_TYPE: Readonly<
  Record<EmploymentType, readonly IncomeLinkSource[]>
> = {
  FULL_TIME: [
    'TRUV_PAYROLL',
    'POINTSERV_PAYROLL',
    'EMPINFO',
    'PLAID_TRANSACTIONS',
    'TRUV_FINANCIAL_ACCOUNTS',
  ],
  PART_TIME: [
    'TRUV_PAYROLL',
    'POINTSERV_PAYROLL',
    'EMPINFO',
    'PLAID_TRANSACTIONS',
    'TRUV_FINANCIAL_ACCOUNTS',
  ],
  SELF_EMPLOYED: [
    'POINTSERV_TAX',
    'POINTSERV_1099_MISC',
    'PLAID_TRANSACTIONS',
    'TRUV_FINANCIAL_ACCOUNTS',
  ],
  RETIRED: ['POINTSERV_TAX', 'PLAID_TRANSACTIONS', 'TRUV_FINANCIAL_ACCOUNTS'],
  SEPARATE_MAINTENANCE_PAYMENTS: ['PLAID_TRANSACTIONS', 'TRUV_FINANCIAL_ACCOUNTS'],
  UNEMPLOYED: [],
};

export const zIncomeLinkRequest = z.object({
  applicant: zPersonName,
  source: zIncomeLinkSource,
  /** The connection the borrower signed in to, when linked through the link dialog. */
  connectionId: z.string().optional(),
  /** What the borrower said they earn, in dollars a year. */
  statedAnnualIncome: z.number().nonnegative(),
});
export type IncomeLinkRequest = z.infer<typeof zIncomeLinkRequest>;

export const INCOME_LINK_FAILURES = [
  'EMPLOYER_NOT_SUPPORTED',
  'NO_INCOME_DEPOSITS_FOUND',
  'NO_TAX_RETURNS_FOUND',
] as const;

export const zIncomeLinkResult = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('LINKED'),
    linkId: z.string(),
    source: zIncomeLinkSource,
    dataKind: z.enum(INCOME_DATA_KINDS),
    verifiedAnnualIncome: z.number().nonnegative(),
    /** Payroll links only. */
    employerName: z.string().nullable(),
    linkedAt: zIsoDateTime,
  }),
  /** The link could not prove income: the manual paystub upload path. */
  z.object({
    outcome: z.literal('LINK_FAILED'),
    source: zIncomeLinkSource,
    reason: z.enum(INCOME_LINK_FAILURES),
  }),
]);
export type IncomeLinkResult = z.infer<typeof zIncomeLinkResult>;

export const zPaystubReviewRequest = z.object({
  applicant: zPersonName,
  statedAnnualIncome: z.number().nonnegative(),
  paystubs: z.array(zDocumentFile).min(1),
});
export type PaystubReviewRequest = z.infer<typeof zPaystubReviewRequest>;

export const zPaystubReview = z.object({
  reviewId: z.string(),
  status: z.enum(['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW']),
  source: z.literal('MANUAL_PAYSTUB'),
  /** Null unless VERIFIED. */
  verifiedAnnualIncome: z.number().nonnegative().nullable(),
  documentsReviewed: z.number().int().positive(),
  reviewedAt: zIsoDateTime,
});
export type PaystubReview = z.infer<typeof zPaystubReview>;

/** What the link dialog offers for a source: where to sign in, and the sandbox's credentials. */
export const zIncomeLinkStart = z.object({
  institutions: z.array(zLinkInstitution).min(1),
  /** Shown to the borrower by a sandbox only; a real aggregator has none. */
  sandboxCredentials: z.object({ username: z.string(), password: z.string() }).nullable(),
});
export type IncomeLinkStart = z.infer<typeof zIncomeLinkStart>;

export const zIncomeSignInRequest = z.object({
  applicant: zPersonName,
  source: zIncomeLinkSource,
  institutionId: z.string(),
  username: z.string(),
  password: z.string(),
});
export type IncomeSignInRequest = z.infer<typeof zIncomeSignInRequest>;

export const INCOME_SIGN_IN_FAILURES = [
  'INVALID_CREDENTIALS',
  'INSTITUTION_NOT_RESPONDING',
] as const;

export const zIncomeSignInResult = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('SIGNED_IN'), connectionId: z.string() }),
  z.object({ outcome: z.literal('SIGN_IN_FAILED'), reason: z.enum(INCOME_SIGN_IN_FAILURES) }),
]);
export type IncomeSignInResult = z.infer<typeof zIncomeSignInResult>;

/** Income verification: linked payroll, bank or tax data, or a review of uploaded paystubs. */
export interface IncomeProvider extends ProviderInfo {
  readonly kind: 'income';
  /** The institutions (or payroll providers) the borrower may sign in to for `source`. */
  startLink(source: IncomeLinkSource, options?: ProviderCallOptions): Promise<IncomeLinkStart>;
  /** The borrower's sign-in at an institution, in the link dialog. */
  signIn(request: IncomeSignInRequest, options?: ProviderCallOptions): Promise<IncomeSignInResult>;
  /** Reads the income of a source (through the connection signed in to, if any). */
  link(request: IncomeLinkRequest, options?: ProviderCallOptions): Promise<IncomeLinkResult>;
  reviewPaystubs(
    request: PaystubReviewRequest,
    options?: ProviderCallOptions,
  ): Promise<PaystubReview>;
}
