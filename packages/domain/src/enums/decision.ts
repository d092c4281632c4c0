import { z } from 'zod';

/** Underwriting decision (application status uwDecision). */
export const DECISIONS = [
  'APPROVED',
  'ASSET_DEPLETION',
  'DECLINE',
  'ERROR',
  'FINAL',
  'INELIGIBLE',
  'INITIAL',
  'REVIEW',
  'SELECT',
  'UNKNOWN',
] as const;
export const zDecision = z.enum(DECISIONS);
export type Decision = z.infer<typeof zDecision>;

/** Underwriting sub-decision (application status uwSubDecision). */
export const SUB_DECISIONS = [
  'BPO_PENDING',
  'CREDIT_FROZEN',
  'FINAL_OFFER',
  'UNKNOWN_SUBDECISION',
  'UNVERIFIED_DTI_LIMITED',
  'UNVERIFIED_OFFER',
  'UNVERIFIED_ONBOARDING_COMPLETE',
  'VERIFIED_DTI_LIMITED',
  'VERIFIED_INCOME_MATCHED_OFFER',
  'VERIFIED_OFFER',
  'VERIFIED_RESERVE_LIMITED',
] as const;
export const zSubDecision = z.enum(SUB_DECISIONS);
export type SubDecision = z.infer<typeof zSubDecision>;
