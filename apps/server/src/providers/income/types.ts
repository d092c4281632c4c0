import type { EmploymentType, IncomeSource } from '@openheloc/domain';
import { z } from 'zod';
import {
  zDocumentFile,
  zIsoDateTime,
  zPersonName,
  type ProviderCallOptions,
  type ProviderInfo,
} from '../provider-types';

/** The income sources a borrower can link; MANUAL_PAYSTUB goes through paystub review instead. */
export const INCOME_LINK_SOURCES = [
  'TRUV_PAYROLL',
  'POINTSERV_PAYROLL',
  'EMPINFO',
  'PLAID_TRANSACTIONS',
  'TRUV_FINANCIAL_ACCOUNTS',
  'POINTSERV_TAX',
  'POINTSERV_1099_MISC',
] as const satisfies readonly IncomeSource[];
export const zIncomeLinkSource = z.enum(INCOME_LINK_SOURCES);
export type IncomeLinkSource = z.infer<typeof zIncomeLinkSource>;

export const INCOME_DATA_KINDS = ['PAYROLL', 'BANK', 'TAX'] as const;
export type IncomeDataKind = (typeof INCOME_DATA_KINDS)[number];

/** What each link source reads: a payroll account, bank deposits or filed tax returns. */
export const INCOME_LINK_SOURCE_KIND: Readonly<Record<IncomeLinkSource, IncomeDataKind>> = {
  TRUV_PAYROLL: 'PAYROLL',
  POINTSERV_PAYROLL: 'PAYROLL',
  EMPINFO: 'PAYROLL',
  PLAID_TRANSACTIONS: 'BANK',
  TRUV_FINANCIAL_ACCOUNTS: 'BANK',
  POINTSERV_TAX: 'TAX',
  POINTSERV_1099_MISC: 'TAX',
};

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

/** Income verification: linked payroll, bank or tax data, or a review of uploaded paystubs. */
export interface IncomeProvider extends ProviderInfo {
  readonly kind: 'income';
  link(request: IncomeLinkRequest, options?: ProviderCallOptions): Promise<IncomeLinkResult>;
  reviewPaystubs(
    request: PaystubReviewRequest,
    options?: ProviderCallOptions,
  ): Promise<PaystubReview>;
}
