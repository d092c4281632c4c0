import { z } from 'zod';
import {
  zIsoDate,
  zIsoDateTime,
  zPersonName,
  zPostalAddress,
  zSsn,
  type ProviderCallOptions,
  type ProviderInfo,
} from '../provider-types';

export const zSoftPullRequest = z.object({
  applicant: zPersonName,
  dateOfBirth: zIsoDate,
  address: zPostalAddress,
  /** Optional for a soft pull; a file that does not match on name and address may match with it. */
  ssn: zSsn.optional(),
});
export type SoftPullRequest = z.infer<typeof zSoftPullRequest>;

/** A hard pull (on submission) always carries the SSN. */
export const zHardPullRequest = zSoftPullRequest.extend({ ssn: zSsn });
export type HardPullRequest = z.infer<typeof zHardPullRequest>;

export const CREDIT_PULL_TYPES = ['SOFT', 'HARD'] as const;
export const zCreditPullType = z.enum(CREDIT_PULL_TYPES);
export type CreditPullType = z.infer<typeof zCreditPullType>;

export const TRADELINE_KINDS = [
  'MORTGAGE',
  'HELOC',
  'AUTO',
  'STUDENT',
  'PERSONAL',
  'CREDIT_CARD',
] as const;
export const zTradelineKind = z.enum(TRADELINE_KINDS);

export const zTradeline = z.object({
  kind: zTradelineKind,
  creditorName: z.string(),
  accountLast4: z.string().regex(/^\d{4}$/),
  openedDate: zIsoDate,
  balance: z.number().nonnegative(),
  /** Revolving accounts only. */
  creditLimit: z.number().nonnegative().nullable(),
  monthlyPayment: z.number().nonnegative(),
  /** 0 when current; 30, 60, 90 or 120 when past due. */
  daysPastDue: z.union([z.literal(0), z.literal(30), z.literal(60), z.literal(90), z.literal(120)]),
  /** Mortgages and HELOCs only: the lien position on the applicant's home. */
  lienPosition: z.number().int().min(1).nullable(),
});
export type Tradeline = z.infer<typeof zTradeline>;

/** What the bureau's summary segment states, so that callers need not re-derive it. */
export const zCreditSummary = z.object({
  totalMonthlyPayment: z.number().nonnegative(),
  mortgageBalance: z.number().nonnegative(),
  /** Worst current delinquency on any mortgage or HELOC (0 when all are current). */
  worstMortgageDaysPastDue: z.number().int().nonnegative(),
});
export type CreditSummary = z.infer<typeof zCreditSummary>;

const zReportBase = z.object({ pullType: zCreditPullType, pulledAt: zIsoDateTime });

export const zCreditReport = z.discriminatedUnion('outcome', [
  zReportBase.extend({
    outcome: z.literal('FOUND'),
    reportId: z.string(),
    score: z.number().int().min(300).max(850),
    /** Key factors that lowered the score, for adverse-action notices (at most four). */
    scoreFactors: z.array(z.string()).max(4),
    tradelines: z.array(zTradeline),
    summary: zCreditSummary,
  }),
  /** The consumer froze the file; only the consumer can lift the freeze at the bureau. */
  zReportBase.extend({ outcome: z.literal('FROZEN'), reportId: z.string() }),
  /** No file matched the identity given (CREDIT_NO_MATCH: ask for the SSN). */
  zReportBase.extend({ outcome: z.literal('NO_MATCH') }),
]);
export type CreditReport = z.infer<typeof zCreditReport>;

/**
 * Who the consumer reporting agency is and how its scores read: an adverse-action notice names
 * the agency that supplied the report and places the score in its model's range (FCRA §615).
 */
export const zCreditBureauIdentity = z.object({
  name: z.string().min(1),
  address: z.string().min(1),
  phone: z.string().min(1),
  scoreRange: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type CreditBureauIdentity = z.infer<typeof zCreditBureauIdentity>;

export interface CreditProvider extends ProviderInfo {
  readonly kind: 'credit';
  /** Each vendor adapter names its own bureau. */
  readonly bureau: CreditBureauIdentity;
  /** Pre-qualification: does not affect the borrower's score. */
  softPull(request: SoftPullRequest, options?: ProviderCallOptions): Promise<CreditReport>;
  /** On submission. */
  hardPull(request: HardPullRequest, options?: ProviderCallOptions): Promise<CreditReport>;
}
