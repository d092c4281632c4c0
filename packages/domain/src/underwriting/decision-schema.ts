import { z } from 'zod';
import { zDecision, zSubDecision } from '../enums/decision';
import { zBasisPoints } from '../money/basis-points';
import { zCents } from '../money/cents-schema';
import { zAdverseActionReason } from './adverse-action';
import { zDscrFigures } from './dscr-offers';
import { zOffer } from './offer-schema';
import { zFloodAssessment, zValuation } from './property-rules';

export const REVIEW_REASONS = ['MORTGAGE_DELINQUENCY', 'VALUE_UNAVAILABLE'] as const;
export const zReviewReason = z.enum(REVIEW_REASONS);
export type ReviewReason = z.infer<typeof zReviewReason>;

export const zUnderwritingFigures = z.object({
  /** Null when the bureau gave no score (frozen, no file, thin file). */
  creditScore: z.number().nullable(),
  /** The larger of the property records' liens and the bureau's liens on the property. */
  existingLienBalance: zCents,
  /** Existing liens over the value used, before the new line. */
  currentLtvPercent: z.number().nullable(),
  maxCltvPercent: z.number(),
  /** With the largest line offered; null when nothing is offered. */
  cltvPercent: z.number().nullable(),
  monthlyIncome: zCents,
  monthlyDebts: zCents.nullable(),
  /** Existing debts over income, before the new line. */
  currentDtiPercent: z.number().nullable(),
  maxDtiPercent: z.number(),
  /**
   * (monthly debts + qualifying payment on the largest line offered) / monthly income; on a DTI
   * decline, the lowest any offer reached at the minimum loan amount.
   */
  dtiPercent: z.number().nullable(),
  /** The largest line the CLTV cap allows (before the loan limits); null without a value. */
  maxLineByCltv: zCents.nullable(),
  /** The largest amount of any offer; null when nothing is offered. */
  maxLineAmount: zCents.nullable(),
  primeRateBps: zBasisPoints,
  primeRateAsOf: z.string(),
  /** The DSCR loan's rent, debt service and ratio; absent for the other products. */
  dscr: zDscrFigures.optional(),
});
export type UnderwritingFigures = z.infer<typeof zUnderwritingFigures>;

/** The underwriting decision record: what was decided, why, on which figures, and the offers. */
export const zUnderwritingDecision = z.object({
  decision: zDecision,
  subDecision: zSubDecision,
  /** Present on every DECLINE and INELIGIBLE decision, principal reason first, at most four. */
  adverseActionReasons: z.array(zAdverseActionReason),
  /** Why a REVIEW decision needs a person or more data. */
  reviewReasons: z.array(zReviewReason),
  figures: zUnderwritingFigures,
  valuation: zValuation,
  flood: zFloodAssessment,
  /** Offered only on APPROVED and REVIEW decisions. */
  offers: z.array(zOffer),
});
export type UnderwritingDecision = z.infer<typeof zUnderwritingDecision>;
