import { z } from 'zod';

export const CONDITION_CATEGORIES = [
  'BANK_ACCOUNT_FRAUD_REVIEW',
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'HARD_CREDIT_INQUIRY_REVIEW',
  'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'ID_VERIFICATION_FAILURE',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'MISSING_PHONE_NUMBER',
  'PROPERTY_LEGAL_DESCRIPTION',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
  'REVIEW_TRUST_REQUIREMENTS',
  'ESCALATION_REVIEW',
] as const;
export const zConditionCategory = z.enum(CONDITION_CATEGORIES);
export type ConditionCategory = z.infer<typeof zConditionCategory>;

export function isConditionCategory(value: unknown): value is ConditionCategory {
  return zConditionCategory.safeParse(value).success;
}
