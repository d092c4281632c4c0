import type { CreditScoreDisclosure } from '../application/application-schema';
import type { AdverseActionReason, AdverseActionReasonCode } from './adverse-action';

/** The Fair Credit Reporting Act's statement of rights after a decision based on a credit report. */
export const FCRA_RIGHTS = [
  'Our decision was based in whole or in part on information obtained in a report from a consumer reporting agency. You have a right under the Fair Credit Reporting Act to know the information contained in your credit file at the consumer reporting agency.',
  'The reporting agency played no part in our decision and is unable to supply specific reasons why we have denied credit to you.',
  'You have a right to a free copy of your report from the reporting agency, if you request it no later than 60 days after you receive this notice. In addition, if you find that any information contained in the report you receive is inaccurate or incomplete, you have the right to dispute the matter with the reporting agency.',
] as const;

/**
 * Reasons that come from the credit report (the score, the file, the debts it lists, the liens
 * it reports). A decline for a recent transfer or unemployment rests on the property records
 * or the application alone, and needs no credit-report disclosure.
 */
const CREDIT_REPORT_REASONS: ReadonlySet<AdverseActionReasonCode> = new Set([
  'NO_CREDIT_FILE',
  'NO_CREDIT_SCORE',
  'CREDIT_SCORE_BELOW_MINIMUM',
  'INSUFFICIENT_EQUITY',
  'DTI_TOO_HIGH',
  // The debt service the rent must cover includes the liens the report lists.
  'DSCR_BELOW_MINIMUM',
]);

export function usedCreditReport(reasons: readonly AdverseActionReason[]): boolean {
  return reasons.some((reason) => CREDIT_REPORT_REASONS.has(reason.code));
}

/** The credit-report rights apply when a reason rests on the report or the server disclosed a score. */
export function showsCreditReportRights(
  reasons: readonly AdverseActionReason[],
  disclosure: CreditScoreDisclosure | null,
): boolean {
  return disclosure !== null || usedCreditReport(reasons);
}

/** 'Scores range from 300 to 850.' in the words of the model's own range. */
export function scoreRangeText({ min, max }: CreditScoreDisclosure['range']): string {
  return `Scores range from ${min} to ${max}.`;
}
