import { z } from 'zod';

/**
 * Adverse-action reasons (ECOA, Regulation B): the specific principal reasons a borrower is told
 * when credit is denied. Listed in order of weight; a notice names at most four, principal first.
 */
export const ADVERSE_ACTION_REASON_TEXTS = {
  RECENT_TRANSFER: 'Property recently acquired or retitled',
  UNEMPLOYED: 'We do not lend to unemployed borrowers',
  NO_CREDIT_FILE: 'Unable to verify credit history',
  NO_CREDIT_SCORE: 'Insufficient credit history',
  CREDIT_SCORE_BELOW_MINIMUM: 'Credit score below our minimum',
  INSUFFICIENT_EQUITY: 'Insufficient equity in the property',
  INSUFFICIENT_INCOME: 'Insufficient income',
  DTI_TOO_HIGH: 'Debt-to-income ratio too high',
  DSCR_BELOW_MINIMUM: "Property's rental income does not cover its debt service",
} as const;
export type AdverseActionReasonCode = keyof typeof ADVERSE_ACTION_REASON_TEXTS;

export const ADVERSE_ACTION_REASON_CODES = Object.keys(ADVERSE_ACTION_REASON_TEXTS) as [
  AdverseActionReasonCode,
  ...AdverseActionReasonCode[],
];

/** Reasons that make the application ineligible (a product rule) rather than a credit decline. */
export const INELIGIBILITY_REASON_CODES: readonly AdverseActionReasonCode[] = [
  'RECENT_TRANSFER',
  'UNEMPLOYED',
];

export const MAX_ADVERSE_ACTION_REASONS = 4;

export const zAdverseActionReason = z.object({
  code: z.enum(ADVERSE_ACTION_REASON_CODES),
  reason: z.string(),
});
export type AdverseActionReason = z.infer<typeof zAdverseActionReason>;

/** The notice's reasons: deduplicated, principal first, at most four. */
export function adverseActionReasons(
  codes: Iterable<AdverseActionReasonCode>,
): AdverseActionReason[] {
  const found = new Set(codes);
  return ADVERSE_ACTION_REASON_CODES.filter((code) => found.has(code))
    .slice(0, MAX_ADVERSE_ACTION_REASONS)
    .map((code) => ({ code, reason: ADVERSE_ACTION_REASON_TEXTS[code] }));
}
